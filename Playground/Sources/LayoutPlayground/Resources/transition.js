"use strict";
// Transition: the edited layout turning into a second one (an example, editable), each frame drawn
// by the renderer of `complayout render --transition-to --progress` (POST /api/picture with
// transition-to and progress). Elements with the same section.item and kind move between their two
// frames, the others fade in or out. Play steps the progress from 0 to 1 in tenths.
const transitionSteps = 10;
const transitionFrames = new Map();  // request → frame, for pairs already drawn
let transitionExamples = null;
let transitionPlaying = false;
let transitionURL = null;

// Percent-encoded (the server reads "+" as a plus sign, not a space).
function transitionQuery(progress) {
  const base = sizeQuery();
  return (base ? base + "&" : "") + "transition-to=" + encodeURIComponent($("transition-source").value) +
    "&progress=" + encodeURIComponent(String(progress));
}

async function transitionFrame(progress) {
  const query = transitionQuery(progress);
  const key = query + "\n" + source.value;
  if (transitionFrames.has(key)) return transitionFrames.get(key);
  const answer = await call("POST", "/api/picture?" + query, source.value);
  if (!answer.ok) return { error: String(answer.json.error || `HTTP ${answer.status}`).split("\n")[0] };
  if (transitionFrames.size >= 64) transitionFrames.clear();
  const frame = { svg: answer.text };
  transitionFrames.set(key, frame);
  return frame;
}

// Shows the frame at `progress`; false when the server refused it (the reason is in the status).
async function showTransition(progress) {
  $("transition-value").textContent = progress.toFixed(2);
  const frame = await transitionFrame(progress);
  if (frame.error) {
    setStatus("transition: " + frame.error, true);
    return false;
  }
  if (transitionURL) URL.revokeObjectURL(transitionURL);
  transitionURL = URL.createObjectURL(new Blob([frame.svg], { type: "image/svg+xml" }));
  $("transition-picture").src = transitionURL;
  $("transition-picture").dataset.progress = String(progress);
  setStatus(`transition at ${progress.toFixed(2)}`);
  return true;
}

async function playTransition() {
  if (transitionPlaying) return;
  transitionPlaying = true;
  $("transition-play").disabled = true;
  try {
    for (let step = 0; step <= transitionSteps; step += 1) {
      const progress = step / transitionSteps;
      $("transition-progress").value = String(progress);
      if (!(await showTransition(progress))) break;
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
  } finally {
    transitionPlaying = false;
    $("transition-play").disabled = false;
  }
}

async function openTransition() {
  if (!transitionExamples) {
    transitionExamples = (await call("GET", "/api/examples")).json.examples;
    $("transition-example").replaceChildren(
      ...transitionExamples.map((example) => new Option(example.name, example.name)));
    // The current example's neighbour, so that the two differ.
    const names = transitionExamples.map((example) => example.name);
    const current = names.indexOf($("example").value);
    $("transition-example").value = names[(current + 1) % names.length];
    $("transition-source").value = transitionExamples.find(
      (example) => example.name === $("transition-example").value).text;
  }
  $("transition").hidden = false;
  await showTransition(Number($("transition-progress").value));
}

$("transition-open").addEventListener("click", () => openTransition().catch((error) => setStatus(String(error), true)));
$("transition-close").addEventListener("click", () => { $("transition").hidden = true; });
$("transition-example").addEventListener("change", () => {
  const example = transitionExamples.find((candidate) => candidate.name === $("transition-example").value);
  if (example) $("transition-source").value = example.text;
  showTransition(Number($("transition-progress").value)).catch((error) => setStatus(String(error), true));
});
$("transition-source").addEventListener("change", () => {
  showTransition(Number($("transition-progress").value)).catch((error) => setStatus(String(error), true));
});
$("transition-progress").addEventListener("input", () => {
  showTransition(Number($("transition-progress").value)).catch((error) => setStatus(String(error), true));
});
$("transition-play").addEventListener("click", () => playTransition().catch((error) => setStatus(String(error), true)));
