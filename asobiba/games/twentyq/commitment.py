"""The host's commitment to the answer (TWENTYQ-R2, R11): a salted SHA-256 with a versioned prefix.

``SHA-256("asobiba-20q-v1" ‖ 0x00 ‖ salt_hex ‖ 0x00 ‖ UTF-8(answer))`` in lowercase hex. The
salt enters as its 32 hex characters (ASCII), not as the 16 bytes they spell, so a browser
can compute the same digest from the strings it shows. The answer is NFC-normalised before
it is hashed, as everywhere else in the game.
"""

from __future__ import annotations

import hashlib
import string

PREFIX = b"asobiba-20q-v1"
SEPARATOR = b"\x00"
SALT_BYTES = 16
DIGEST_CHARS, SALT_CHARS = 64, 2 * SALT_BYTES
_HEX = frozenset(string.hexdigits.lower()[:16])


def commitment(answer: str, salt_hex: str) -> str:
    """The commitment to ``answer`` under ``salt_hex`` (both as given: NFC them first)."""
    data = PREFIX + SEPARATOR + salt_hex.encode("ascii") + SEPARATOR + answer.encode("utf-8")
    return hashlib.sha256(data).hexdigest()


def verify(committed: str, answer: str, salt_hex: str) -> bool:
    """Whether the revealed answer and salt give the commitment shown since the start (R11)."""
    return is_hex(salt_hex, SALT_CHARS) and commitment(answer, salt_hex) == committed


def is_hex(text: str, length: int) -> bool:
    """``text`` is exactly ``length`` lowercase hexadecimal digits."""
    return len(text) == length and all(ch in _HEX for ch in text)
