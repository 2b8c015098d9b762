// Tiny DOM helpers: h() builds HTML elements, s() builds SVG elements, morphChildren()
// updates a live tree to match a newly built one.
// Attributes: "class" (a string, or a list, nested or not, whose empty entries drop out),
// "style", "data-*", "aria-*", plain properties; functions on "on…" keys are listeners.
//
// A table is drawn afresh from every state and then morphed into the page: nodes are
// matched by their "data-key" (or, without one, by tag in order) and kept, only their
// attributes, text and listeners change. So a button under the pointer survives other
// players' moves, and focus and scroll positions stay where they were. Give listeners as
// "on…" attributes: one added with addEventListener stays with the first node drawn.
// A node marked `_transient` (a copy flying away, kit/motion.js) is left where it is: it
// removes itself.

const SVG_NS = "http://www.w3.org/2000/svg";

// Listeners live in el._on, behind one dispatcher per event type, so a morph can swap them.
function dispatch(event) {
  this._on?.[event.type]?.call(this, event);
}

function listen(el, type, fn) {
  el._on ??= {};
  if (!(type in el._on)) el.addEventListener(type, dispatch);
  el._on[type] = fn;
}

function apply(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      listen(el, key.slice(2).toLowerCase(), value);
    } else if (key === "class" && Array.isArray(value)) {
      el.setAttribute("class", value.flat(Infinity).filter(Boolean).join(" "));
    } else if (key === "value" && "value" in el) {
      el.value = value;
      el.setAttribute("value", String(value));
    } else if (key === "checked" || key === "selected" || key === "disabled") {
      el[key] = Boolean(value);
      if (value) el.setAttribute(key, "");
    } else {
      el.setAttribute(key, value === true ? "" : String(value));
    }
  }
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

export function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined) continue;
    if (key.startsWith("on") && typeof value === "function") listen(el, key.slice(2).toLowerCase(), value);
    else el.setAttribute(key, String(value));
  }
  append(el, children);
  return el;
}

/** Replace the children of `el` with `children`. */
export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** Make the children of the live element `el` match `children` (built with h/s), keeping every node that matches. */
export function morphChildren(el, ...children) {
  const next = document.createElement("div");
  append(next, children);
  patchChildren(el, next);
  return el;
}

function keyOf(node) {
  return node.nodeType === Node.ELEMENT_NODE ? node.getAttribute("data-key") : null;
}

function sameKind(a, b) {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName;
}

// Which live child each new child keeps (null: the new one goes in): the live child with
// the same data-key, or else the next unkeyed live child of the same kind, in order.
function pair(live, incoming) {
  const byKey = new Map();
  const unkeyed = [];
  for (const node of live.childNodes) {
    if (node._transient) continue;
    const key = keyOf(node);
    if (key !== null && !byKey.has(key)) byKey.set(key, node);
    else unkeyed.push(node);
  }
  let cursor = 0;
  return incoming.map((node) => {
    const key = keyOf(node);
    if (key !== null) {
      const candidate = byKey.get(key);
      byKey.delete(key); // a key matches once
      return candidate && sameKind(candidate, node) ? candidate : null;
    }
    const found = unkeyed.findIndex((old, i) => i >= cursor && sameKind(old, node));
    if (found < 0) return null;
    cursor = found + 1;
    return unkeyed[found];
  });
}

function patchChildren(live, next) {
  const incoming = [...next.childNodes];
  const matches = pair(live, incoming);
  // Drop the leftovers first: a kept node then moves only when the order really changed
  // (moving a node blurs it, and a click pressed on it may never fire).
  const kept = new Set(matches.filter(Boolean));
  for (const node of [...live.childNodes]) if (!kept.has(node) && !node._transient) node.remove();
  let place = live.firstChild;
  incoming.forEach((node, i) => {
    while (place?._transient) place = place.nextSibling;
    const match = matches[i];
    if (match) patchNode(match, node);
    const put = match ?? node; // an unmatched node is taken from `next`
    if (put !== place) live.insertBefore(put, place);
    else place = place.nextSibling;
  });
}

function patchNode(live, next) {
  if (live.nodeType !== Node.ELEMENT_NODE) {
    if (live.nodeValue !== next.nodeValue) live.nodeValue = next.nodeValue;
    return;
  }
  for (const { name } of [...live.attributes]) if (!next.hasAttribute(name)) live.removeAttribute(name);
  for (const { name, value } of next.attributes) if (live.getAttribute(name) !== value) live.setAttribute(name, value);
  for (const prop of ["value", "checked", "selected", "disabled"]) {
    if (prop in next && live[prop] !== next[prop]) live[prop] = next[prop];
  }
  const types = new Set([...Object.keys(live._on || {}), ...Object.keys(next._on || {})]);
  for (const type of types) {
    if (next._on?.[type]) listen(live, type, next._on[type]);
    else live._on[type] = null; // the dispatcher stays; it finds nothing to call
  }
  patchChildren(live, next);
}
