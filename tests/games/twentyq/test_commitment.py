"""The commitment (TWENTYQ-R2, TWENTYQ-R11): test vectors computed here from bytes assembled by hand."""

from __future__ import annotations

import hashlib

from asobiba.games.twentyq.commitment import commitment, verify


def by_hand(answer: str, salt_hex: str) -> str:
    data = bytearray(b"asobiba-20q-v1")
    data.append(0)
    data += bytes(ord(ch) for ch in salt_hex)  # the salt's hex digits as ASCII
    data.append(0)
    data += answer.encode("utf-8")
    return hashlib.sha256(bytes(data)).hexdigest()


def test_twentyq_r2_the_commitment_is_sha256_of_prefix_salt_hex_and_utf8_answer():
    salt = "00112233445566778899aabbccddeeff"
    for answer in ("東京タワー", "Dog", "犬 / Dog", "é", "<script>"):
        assert commitment(answer, salt) == by_hand(answer, salt)
    assert len(commitment("x", salt)) == 64 and commitment("x", salt) == commitment("x", salt).lower()


def test_a_known_vector():
    """Fixed bytes: 'asobiba-20q-v1' 00 '0f0f…' 00 'cat' (e3 83… would be kana; plain ASCII here)."""
    data = b"asobiba-20q-v1\x00" + b"0f" * 16 + b"\x00cat"
    assert commitment("cat", "0f" * 16) == hashlib.sha256(data).hexdigest()


def test_twentyq_r11_verify_accepts_the_committed_answer_and_salt_only():
    salt = "ab" * 16
    committed = by_hand("猫", salt)
    assert verify(committed, "猫", salt)
    assert not verify(committed, "犬", salt)
    assert not verify(committed, "猫", "cd" * 16)
    assert not verify(committed, "猫", "AB" * 16)  # the salt is lowercase hex
