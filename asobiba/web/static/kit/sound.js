// A short chime when it becomes the person's turn (kit/table.js rings it): two soft notes
// made with Web Audio, no sound file. Off unless the person turns it on; the choice is kept
// in localStorage.

const KEY = "asobiba.sound";
const NOTES = [660, 880]; // Hz, one after the other
let audio = null;

export function soundOn() {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

/** Turned on from a click: that gesture lets the page make sound, and the person hears what they chose. */
export function setSound(on) {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // not remembered, but this page still follows it
  }
  if (on) chime(true);
}

/** The chime, if the person wants it (`now`: whatever the stored choice says). */
export function chime(now = false) {
  if (!(now || soundOn()) || !window.AudioContext) return;
  audio ??= new AudioContext();
  if (audio.state === "suspended") audio.resume().catch(() => {}); // no click on this page yet: silent until one
  const start = audio.currentTime + 0.01;
  NOTES.forEach((frequency, i) => {
    const at = start + i * 0.09;
    const note = audio.createOscillator();
    const gain = audio.createGain();
    note.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.12, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    note.connect(gain).connect(audio.destination);
    note.start(at);
    note.stop(at + 0.18);
  });
}
