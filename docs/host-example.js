// Rokade: a host page's script for an embedded board with `parent=` (see the README, "Events
// for the host page"). Load it as a file (`<script src="host-example.js" defer>`), so that a
// Content-Security-Policy without 'unsafe-inline' allows it. It sizes the frame to the board's
// content, keeps a small log of the game, and offers "New game" and "PGN" buttons.
"use strict";
(() => {
  const frame = document.getElementById("rokade");
  // The origin the board is served from; messages from anywhere else are ignored.
  const boardOrigin = new URL(frame.src).origin;
  const log = document.getElementById("rokade-log");
  const say = (text) => {
    const li = document.createElement("li");
    li.textContent = text;
    log.append(li);
  };

  window.addEventListener("message", (event) => {
    const m = event.data;
    if (event.origin !== boardOrigin || event.source !== frame.contentWindow) return;
    if (!m || m.source !== "rokade") return;
    switch (m.type) {
      case "height":
        frame.style.height = `${m.px}px`;
        break;
      case "ready":
        say(`New game${m.sp === null ? "" : `, SP ${m.sp}`}`);
        break;
      case "move":
        say(`${m.ply}. ${m.san}`);
        break;
      case "takeback":
        say(`Taken back: ${m.ply} half-moves left`);
        break;
      case "end":
        say(`${m.result} (${m.reason})`);
        break;
      case "pgn":
        document.getElementById("rokade-pgn").textContent = m.pgn;
        break;
    }
  });

  const send = (command) => frame.contentWindow.postMessage({ target: "rokade", ...command }, boardOrigin);
  document.getElementById("rokade-new").addEventListener("click", () => send({ type: "new-game" }));
  document.getElementById("rokade-get-pgn").addEventListener("click", () => send({ type: "get-pgn" }));
})();
