// The host's commitment, made and checked in the browser (TWENTYQ-R2, R10, R11; the shared
// format): SHA-256("asobiba-20q-v1" ‖ 0x00 ‖ salt_hex ‖ 0x00 ‖ UTF-8(answer)) in lowercase hex,
// the answer in NFC. crypto.subtle does the hashing where the page is a secure context; elsewhere
// (http on a LAN address) sha256.js does. The server never sees the answer before the reveal,
// so the host's browser keeps answer, reading and salt in localStorage under the table's id: a
// reload, or a browser restart, does not lose them.

import { sha256 } from "./sha256.js";

const PREFIX = "asobiba-20q-v1";
const SALT_BYTES = 16;
const encoder = new TextEncoder();

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** 16 fresh random bytes as 32 lowercase hex digits (getRandomValues works in any context). */
export function newSalt() {
  return hex(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
}

function preimage(answer, salt) {
  const parts = [PREFIX, "\0", salt, "\0", answer.normalize("NFC")].map((part) => encoder.encode(part));
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
}

/** The commitment to `answer` under `salt`; `subtle` null forces the fallback (tests compare the two). */
export async function commitmentOf(answer, salt, subtle = globalThis.crypto?.subtle ?? null) {
  const data = preimage(answer, salt);
  return hex(subtle ? new Uint8Array(await subtle.digest("SHA-256", data)) : sha256(data));
}

// -- the host's secret, kept in this browser ---------------------------------------------------

const storageKey = (tableId) => `asobiba.twentyq.secret.${tableId}`;

/** {answer, reading, salt, commitment} kept for `tableId`, or null. */
export function keptSecret(tableId) {
  try {
    const secret = JSON.parse(localStorage.getItem(storageKey(tableId)) || "null");
    return secret && typeof secret.answer === "string" && typeof secret.salt === "string" ? secret : null;
  } catch {
    return null;
  }
}

/** Keep the secret; false when the storage refuses (private mode, full): the host is told to note it down. */
function keepSecret(tableId, secret) {
  try {
    localStorage.setItem(storageKey(tableId), JSON.stringify(secret));
    return true;
  } catch {
    return false;
  }
}

/** A fresh secret for `answer` and its commitment, kept before the commitment is sent. */
export async function commitTo(tableId, answer, reading) {
  const secret = { answer: answer.normalize("NFC"), reading: reading.normalize("NFC"), salt: newSalt() };
  secret.commitment = await commitmentOf(secret.answer, secret.salt);
  return { secret, kept: keepSecret(tableId, secret) };
}

// -- every client's own check at the reveal ----------------------------------------------------

const checks = new Map(); // "commitment|salt|answer" → true/false once computed

/**
 * Whether the revealed answer and salt give the commitment shown since the start, computed
 * here and never taken from the server's `verified`: true, false, or null while hashing
 * (`done` is called once the answer is known, to draw it).
 */
export function revealChecked(commitment, reveal, done) {
  const key = `${commitment}|${reveal.salt}|${reveal.answer}`;
  if (checks.has(key)) return checks.get(key);
  checks.set(key, null);
  commitmentOf(reveal.answer, reveal.salt)
    .then((digest) => digest === commitment)
    .catch(() => false) // a salt that is not text cannot have made the commitment
    .then((same) => {
      checks.set(key, same);
      done();
    });
  return null;
}
