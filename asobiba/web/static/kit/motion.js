// Motion on the table, read from what changed between two draws: a card played flies in
// from its player's seat, a won trick flies to its winner as it goes, a domino drops into
// its kingdom, a bid turns face up. Renderers only mark elements; kit/table.js calls
// beforeMorph and afterMorph around every morph, so each game that marks them moves alike:
//
//   data-from="<key>"           comes in flying from the element keyed <key> (a seat: "seat-2")
//   data-to="<key>"             as it goes, a copy of it flies to the element keyed <key> and fades
//   data-enter="pop" | "flip"   comes in dropping onto its place, or turning face up
//
// An element comes in when the morph put in a new node. A node the morph kept carries a
// property saying it was seen (the morph rewrites attributes, not properties), so a redraw
// never plays an animation twice. Nothing moves on a table's first draw (a person opening it
// mid-trick sees it as it is), nor ever for a person who asked for less motion.

const MS = 260; // short: a piece is still again before anyone could click next to it
const EASE_IN = "cubic-bezier(0.2, 0.7, 0.3, 1)";
const MARKS = ["data-testid", "data-key", "data-from", "data-to", "data-enter"];

export function reducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Before a morph: the elements that fly out if it takes them away, with their parents. */
export function beforeMorph(root) {
  return [...root.querySelectorAll("[data-to]")].map((el) => ({ el, parent: el.parentNode }));
}

/** After a morph: fly out what it took away (`going`, from beforeMorph), bring in what it put in; `still`: only note them. */
export function afterMorph(root, going, still = false) {
  const calm = still || reducedMotion();
  for (const { el, parent } of going) if (!calm && !el.isConnected && parent.isConnected) flyOut(root, el, parent);
  for (const el of root.querySelectorAll("[data-from], [data-enter]")) {
    if (el._seen) continue;
    el._seen = true;
    if (calm) continue;
    if (el.dataset.from) flyIn(root, el);
    else ENTER[el.dataset.enter]?.(el);
  }
}

const ENTER = {
  pop: (el) => el.animate([{ scale: 1.8, opacity: 0 }, { scale: 1, opacity: 1 }], { duration: MS, easing: EASE_IN }),
  flip: (el) => el.animate([{ rotate: "y 90deg" }, { rotate: "y 0deg" }], { duration: MS, easing: EASE_IN }),
};

function keyed(root, key) {
  return root.querySelector(`[data-key="${CSS.escape(key)}"]`);
}

function centre(box) {
  return [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
}

/** Where an element's pieces are: a trick's box may be a point or a strip, its cards are not. */
function piecesBox(el) {
  const boxes = [...el.children].map((child) => child.getBoundingClientRect()).filter((box) => box.width || box.height);
  if (!boxes.length) return el.getBoundingClientRect();
  return {
    left: Math.min(...boxes.map((box) => box.left)),
    top: Math.min(...boxes.map((box) => box.top)),
    right: Math.max(...boxes.map((box) => box.right)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
  };
}

// The individual `translate` and `scale` properties add to the element's own CSS transform
// (a slot's translate(-50%, -50%)) instead of replacing it.
function flyIn(root, el) {
  const source = keyed(root, el.dataset.from);
  if (!source) return;
  const [sx, sy] = centre(source.getBoundingClientRect());
  const [x, y] = centre(el.getBoundingClientRect());
  el.animate(
    [
      { translate: `${sx - x}px ${sy - y}px`, scale: 0.5, opacity: 0.4 },
      { translate: "0px 0px", scale: 1, opacity: 1 },
    ],
    { duration: MS, easing: EASE_IN },
  );
}

// The element is gone from the page: a copy of it, stripped of keys and test ids, takes its
// place in its old parent (same classes, so the same spot) and flies away. dom.js leaves a node
// marked _transient alone, so the next morph neither reuses nor removes it; it removes itself.
function flyOut(root, el, parent) {
  const target = keyed(root, el.dataset.to);
  if (!target) return;
  const ghost = el.cloneNode(true);
  for (const node of [ghost, ...ghost.querySelectorAll("*")]) for (const mark of MARKS) node.removeAttribute(mark);
  ghost._transient = true;
  ghost.setAttribute("aria-hidden", "true");
  ghost.style.pointerEvents = "none";
  parent.append(ghost);
  const own = ghost.getBoundingClientRect();
  const [x, y] = centre(piecesBox(ghost));
  const [tx, ty] = centre(target.getBoundingClientRect());
  ghost.style.transformOrigin = `${x - own.left}px ${y - own.top}px`;
  ghost.animate(
    [
      { translate: "0px 0px", scale: 1, opacity: 1 },
      { translate: `${tx - x}px ${ty - y}px`, scale: 0.3, opacity: 0 },
    ],
    { duration: MS, easing: "ease-in", fill: "forwards" },
  );
  setTimeout(() => ghost.remove(), MS + 40); // a timer, not onfinish: a hidden tab may never finish it
}
