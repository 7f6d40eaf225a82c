"use strict";
// Fit and zoom: the device is drawn one CSS pixel per point and scaled as a whole (a CSS transform
// on #device), so that what the engine computes is never rounded differently per zoom. "Fit" scales
// the device down to the pane it sits in (never up beyond 100 %); a fixed zoom scrolls inside the
// pane. `state.zoom` is the scale in effect, which drags and pans divide by. The preview's
// appearance (light or dark) is the class `dark` on #device, styled by the same rules as Compare's
// dark tiles, and remembered in the browser's local storage.
state.zoomChoice = "fit";
state.zoom = 1;

// The device's size at 100 %: the screen plus the bezel's padding.
function deviceSize() {
  const device = $("device");
  return { width: device.offsetWidth, height: device.offsetHeight };
}

function fitScale() {
  const pane = $("device-pane"), size = deviceSize();
  const caption = $("device-caption").offsetHeight + $("legend").offsetHeight + 20;
  const width = pane.clientWidth - 8, height = pane.clientHeight - caption;
  if (!(size.width > 0 && size.height > 0)) return 1;
  return Math.max(0.1, Math.min(1, width / size.width, height / size.height));
}

function applyZoom() {
  const scale = state.zoomChoice === "fit" ? fitScale() : Number(state.zoomChoice);
  const size = deviceSize();
  state.zoom = scale;
  $("device").style.transform = `scale(${scale})`;
  $("stage").style.width = size.width * scale + "px";
  $("stage").style.height = size.height * scale + "px";
  const zoom = $("zoom");
  zoom.options[0].textContent = state.zoomChoice === "fit" ? `Fit (${Math.round(scale * 100)} %)` : "Fit";
}

$("zoom").addEventListener("change", () => {
  state.zoomChoice = $("zoom").value;
  applyZoom();
});
new ResizeObserver(() => applyZoom()).observe($("device-pane"));

const appearanceKey = "complayout-playground.appearance";

function setAppearance(dark) {
  $("device").classList.toggle("dark", dark);
  $("dark-preview").checked = dark;
  try { localStorage.setItem(appearanceKey, dark ? "dark" : "light"); } catch (error) { /* storage off */ }
}

function storedAppearance() {
  try { return localStorage.getItem(appearanceKey) === "dark"; } catch (error) { return false; }
}

$("dark-preview").addEventListener("change", () => setAppearance($("dark-preview").checked));
setAppearance(storedAppearance());
