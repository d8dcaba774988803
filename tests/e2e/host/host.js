// The e2e tests' host page ("a club website" on another origin): keeps every message from the
// board frames in window.__log and lets the test post commands to a frame. An external file,
// so the page runs under the production Content-Security-Policy (no inline script).
window.__log = [];
window.addEventListener("message", (e) => {
  window.__log.push({ origin: e.origin, data: e.data });
});
/** Posts `message` to the frame `id`, whose origin is in its data-origin attribute. */
window.__send = (id, message) => {
  const frame = document.getElementById(id);
  frame.contentWindow.postMessage(message, frame.dataset.origin);
};
