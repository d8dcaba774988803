// A page of a third origin, framed by the host page next to the boards: logs every message it
// hears, and can post to its parent's first frame (a board) as an intruder would.
window.__log = [];
window.addEventListener("message", (e) => {
  window.__log.push({ origin: e.origin, data: e.data });
});
window.__sendBoard = (message) => {
  window.parent.frames[0].postMessage(message, "*");
};
