// The page's sounds, made in the browser with Web Audio: nothing to download, nothing
// from another host. byte/web/sounds.py decides which one an action makes; the loader
// (static/boot/dom-bridge.js, the "=sound" write; static/boot/sounds.js) hands its name
// here once the player has touched the page, as browsers allow audio only after a first
// gesture. Each is short and soft: a wooden tock for a move, a fuller clack for a capture,
// a flick for a disc turned over, a small chime for a crowning or a stack completed, a
// gentle chord at the game's end, two quiet beeps when a clock runs low, and a low bump
// for a refused move.
//
// A hook for tests: <html data-sounds-played> counts the sounds actually scheduled on a
// running audio context, and data-sound-last names the latest.

const root = document.documentElement;
let context = null;
let output = null;
let noise = null;

// The audio context, made (or woken) now: call it from a user gesture's handler.
export function unlock() {
  if (!context) {
    const Context = globalThis.AudioContext || globalThis.webkitAudioContext;
    if (!Context) return null;
    try {
      context = new Context({ latencyHint: "interactive" });
    } catch {
      return null;
    }
    // A soft ceiling, so sounds that overlap (a capture and the end) never clip.
    const limiter = context.createDynamicsCompressor();
    limiter.threshold.value = -10;
    limiter.ratio.value = 8;
    output = context.createGain();
    output.gain.value = 0.7;
    output.connect(limiter).connect(context.destination);
    noise = context.createBuffer(1, Math.round(context.sampleRate * 0.25), context.sampleRate);
    const samples = noise.getChannelData(0);
    for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
  }
  if (context.state === "suspended") context.resume().catch(() => {});
  return context;
}

// Some browsers (Safari) wake a context only inside a gesture's own handler: each gesture
// tries again while it sleeps.
for (const type of ["pointerdown", "keydown"]) {
  addEventListener(type, (event) => {
    if (event.isTrusted && context && context.state === "suspended") {
      context.resume().catch(() => {});
    }
  }, { capture: true, passive: true });
}

// A tone: frequency (gliding to `to`), start offset and length in seconds, loudness.
function tone(at, { freq, to = freq, length, gain, type = "sine", attack = 0.004 }) {
  const oscillator = context.createOscillator();
  const envelope = context.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(freq, at);
  if (to !== freq) oscillator.frequency.exponentialRampToValueAtTime(to, at + length);
  envelope.gain.setValueAtTime(0.0001, at);
  envelope.gain.exponentialRampToValueAtTime(gain, at + attack);
  envelope.gain.exponentialRampToValueAtTime(0.0001, at + length);
  oscillator.connect(envelope).connect(output);
  oscillator.start(at);
  oscillator.stop(at + length + 0.02);
}

// A burst of filtered noise: the knock of wood on wood.
function knock(at, { freq, q = 1, length, gain }) {
  const source = context.createBufferSource();
  source.buffer = noise;
  const filter = context.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = freq;
  filter.Q.value = q;
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(gain, at);
  envelope.gain.exponentialRampToValueAtTime(0.0001, at + length);
  source.connect(filter).connect(envelope).connect(output);
  source.start(at, Math.random() * 0.1, length + 0.02);
}

const tock = (at, gain = 1) => {
  knock(at, { freq: 1900, q: 1.4, length: 0.035, gain: 0.55 * gain });
  tone(at, { freq: 210, to: 130, length: 0.07, gain: 0.35 * gain });
};

const chime = (at, notes, step, gain = 0.16) => notes.forEach((freq, index) => {
  tone(at + index * step, { freq, length: 0.32, gain, type: "triangle", attack: 0.01 });
});

const VOICES = {
  "move": (at) => tock(at),
  "capture": (at) => {
    knock(at, { freq: 1200, q: 0.9, length: 0.06, gain: 0.8 });
    tone(at, { freq: 160, to: 85, length: 0.11, gain: 0.45 });
    knock(at + 0.045, { freq: 2400, q: 1.5, length: 0.03, gain: 0.3 });
  },
  "crown": (at) => { tock(at); chime(at + 0.06, [784, 1047], 0.1); },
  "flip": (at) => {
    knock(at, { freq: 3000, q: 2, length: 0.025, gain: 0.4 });
    tone(at, { freq: 560, to: 360, length: 0.05, gain: 0.2, type: "triangle" });
    knock(at + 0.035, { freq: 2200, q: 2, length: 0.02, gain: 0.2 });
  },
  "complete": (at) => { tock(at); chime(at + 0.05, [523, 659, 784, 1047], 0.07, 0.13); },
  "end": (at) => [523, 659, 784].forEach((freq, index) => {
    tone(at + index * 0.06, { freq, length: 0.9, gain: 0.1, attack: 0.02 });
  }),
  "low-time": (at) => [0, 0.16].forEach((offset) => {
    tone(at + offset, { freq: 880, length: 0.09, gain: 0.14, attack: 0.005 });
  }),
  "wrong": (at) => tone(at, { freq: 200, to: 140, length: 0.13, gain: 0.22, type: "triangle" }),
};

function count(kind) {
  root.dataset.soundsPlayed = String(Number(root.dataset.soundsPlayed || 0) + 1);
  root.dataset.soundLast = kind;
}

// Play the sound `kind` (a name of byte/web/sounds.py) when sound is on.
export function play(kind) {
  const voice = VOICES[kind];
  if (!voice || root.dataset.sound !== "on" || !unlock()) return;
  const go = () => {
    voice(context.currentTime + 0.005);
    count(kind);
  };
  if (context.state === "running") go();
  else context.resume().then(() => { if (context.state === "running") go(); }, () => {});
}
