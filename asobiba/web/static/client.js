// One client object per table (after boardgame.io's client): start, stop, subscribe,
// getState, move, reclaim, setPace. It holds only the latest state the server sent; pages
// render from it.
//
// A transport is {open(handlers), send(message) → bool, close()}; handlers are
// {message(msg), status("connecting" | "open" | "reconnecting" | "closed")}.
// webSocketTransport talks to the server (docs/protocol.md) and reconnects by itself;
// the server sends the whole state again on every connect. localTransport runs a
// client against an in-page fake server, so the client can be tested without a network.

const EMPTY = {
  status: "idle", // connection status, see above
  table: null, // the table summary (as GET /api/tables)
  seat: null, // my seat, or null when watching
  version: null, // moves in the table's log
  view: null, // the game's view for my seat; null while the table waits for players
  events: [], // events of the last move that I may see (for animations and the log)
  seq: 0, // counts state messages: a new seq means new events
  pending: null, // ref of the move sent and not yet answered
  error: null, // {code, reason: {en, ja}, ref} of the last refused message
};

function moveKey() {
  // getRandomValues, unlike randomUUID, is there on plain http too (a server on the local network).
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function createClient(transport) {
  let state = { ...EMPTY };
  let refs = 0;
  let started = false;
  let pace = null; // the bots' pace asked for: the server keeps it per connection, so it is said again on each
  // My last move and the choices I had when I made it. Another player's move may reach the
  // server first (a bot deciding at the same time as me): mine is then refused as stale. If my
  // choices are still the same, nothing I was deciding on changed, so it is sent again, once.
  let sent = null;
  const listeners = new Set();

  function set(patch) {
    state = { ...state, ...patch };
    for (const fn of [...listeners]) fn(state);
  }

  function message(msg) {
    if (msg?.type === "state") {
      set({
        table: msg.table,
        seat: msg.seat ?? null,
        version: msg.version,
        view: msg.view ?? null,
        events: msg.events || [],
        seq: state.seq + 1,
        pending: null,
        error: null,
      });
    } else if (msg?.type === "error") {
      if (msg.error?.code === "move/stale" && sent?.ref === msg.ref && !sent.again && !state.pending && sent.choices === choices()) {
        if (send(sent.move, true, sent.key)) return;
      }
      // No ref: the server could not read my message (too large to parse), so it answers the move in flight.
      const mine = state.pending !== null && (msg.ref === state.pending || msg.ref === null);
      set({ error: { ...msg.error, ref: msg.ref ?? null }, pending: mine ? null : state.pending, events: [] });
    }
  }

  function choices() {
    return JSON.stringify(state.view?.legal ?? null);
  }

  // Each move is named by a key of its own (docs/protocol.md, "Play"): sent again, a move the
  // server already played is answered "played", never played twice.
  function send(move, again = false, key = moveKey()) {
    const ref = `m${++refs}`;
    if (!transport.send({ type: "move", move, version: state.version, ref, key })) return false;
    sent = { ref, move, choices: choices(), again, key };
    set({ pending: ref, error: null, events: [] });
    return true;
  }

  function status(value) {
    if (value === "open" && pace) transport.send({ type: "pace", pace });
    // A move in flight when the line drops is lost or answered by the state on reconnect.
    set(value === "open" ? { status: value } : { status: value, pending: null, events: [] });
  }

  return {
    start() {
      if (started) return;
      started = true;
      transport.open({ message, status });
    },
    stop() {
      started = false;
      transport.close();
      listeners.clear();
    },
    /** fn(state) after every change; returns the unsubscribe function. */
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    getState() {
      return state;
    },
    /** Send a move at the current version; false if one is already in flight or the line is down. */
    move(move) {
      if (state.pending || state.version === null || state.status !== "open") return false;
      return send(move);
    },
    /** Take one's seat back from the bot that stood in after a timeout. */
    reclaim() {
      return transport.send({ type: "reclaim" });
    },
    /** Ask the bots for a pace ("slow" | "normal" | "fast"): now if the line is up, and on every connect. */
    setPace(value) {
      pace = value;
      if (state.status === "open") transport.send({ type: "pace", pace });
    },
  };
}

export function tableSocketUrl(tableId, where = window.location) {
  const scheme = where.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${where.host}/ws/tables/${encodeURIComponent(tableId)}`;
}

/** The server's table socket; reconnects with back-off until closed. */
export function webSocketTransport(url, { minDelay = 250, maxDelay = 5000 } = {}) {
  let socket = null;
  let handlers = null;
  let stopped = true;
  let delay = minDelay;
  let timer = null;

  function connect() {
    clearTimeout(timer);
    timer = null;
    if (stopped || socket) return;
    const ws = (socket = new WebSocket(url));
    ws.onopen = () => {
      delay = minDelay;
      handlers.status("open");
    };
    ws.onmessage = (event) => {
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return;
      }
      handlers.message(msg);
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      if (event.code === 4404 || event.code === 4403) {
        stopped = true; // no such table, or refused: retrying cannot help
        handlers.status("closed");
        return;
      }
      handlers.status("reconnecting");
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, maxDelay);
    };
  }

  function soon() {
    // Back online or back to this tab: do not wait for the back-off.
    if (!stopped && !socket && document.visibilityState !== "hidden") connect();
  }

  return {
    open(h) {
      handlers = h;
      stopped = false;
      handlers.status("connecting");
      window.addEventListener("online", soon);
      document.addEventListener("visibilitychange", soon);
      connect();
    },
    send(message) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", soon);
      document.removeEventListener("visibilitychange", soon);
      const ws = socket;
      socket = null;
      if (ws) ws.close(1000);
    },
  };
}

/**
 * A transport to an in-page server: `server(push)` is called on open and returns
 * `{receive(message), close()}`; `push(msg)` delivers server messages to the client.
 */
export function localTransport(server) {
  let conn = null;
  return {
    open(handlers) {
      handlers.status("connecting");
      conn = server((msg) => queueMicrotask(() => handlers.message(msg)));
      handlers.status("open");
    },
    send(message) {
      if (!conn) return false;
      conn.receive(structuredClone(message));
      return true;
    },
    close() {
      conn?.close?.();
      conn = null;
    },
  };
}
