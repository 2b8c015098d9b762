// JSON over HTTP (docs/protocol.md): the session, the CSRF token, and errors with a
// bilingual reason. Every POST carries X-CSRF-Token; a failed call throws ApiError.

export class ApiError extends Error {
  constructor(code, reason, status = 0) {
    super(reason?.en || code);
    this.code = code;
    this.reason = reason; // {en, ja}
    this.status = status;
  }
}

const NETWORK = {
  en: "The server cannot be reached. Check your connection and try again.",
  ja: "サーバーに接続できません。接続を確認してもう一度お試しください。",
};

let session = { user: null, csrf: "" };
const listeners = new Set();

function setSession(next) {
  session = { user: next.user ?? null, csrf: next.csrf ?? session.csrf };
  for (const fn of [...listeners]) fn(session);
}

export function getSession() {
  return session;
}

/** Call fn(session) whenever the user or token changes; returns the unsubscribe function. */
export function onSession(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

async function request(method, path, body, retried = false) {
  const init = { method, headers: { Accept: "application/json" }, credentials: "same-origin" };
  if (method === "POST") {
    init.headers["Content-Type"] = "application/json";
    init.headers["X-CSRF-Token"] = session.csrf;
    init.body = JSON.stringify(body ?? {});
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError("network", NETWORK);
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = data?.error;
    if (error?.code === "auth/csrf" && method === "POST" && !retried) {
      await loadSession(); // the token changed (another tab logged in or out): once more with the new one
      return request(method, path, body, true);
    }
    throw new ApiError(error?.code || `http/${response.status}`, error?.reason || { en: response.statusText, ja: response.statusText }, response.status);
  }
  return data;
}

export const get = (path) => request("GET", path);

export const post = (path, body = {}) => request("POST", path, body);

export async function loadSession() {
  const data = await request("GET", "/api/me");
  setSession(data);
  return session;
}

async function identify(path, body) {
  const data = await post(path, body);
  setSession(data);
  return session;
}

export const guest = (name) => identify("/api/guest", { name });
export const login = (name, password) => identify("/api/login", { name, password });
export const register = (name, password) => identify("/api/register", { name, password });
export const logout = () => identify("/api/logout", {});

let gamesCache = null;
export async function games() {
  gamesCache ??= get("/api/games").catch((error) => {
    gamesCache = null;
    throw error;
  });
  return gamesCache;
}
