// How fast the computer opponent's engine searches in the browser (its Web Worker, the wasm of
// dist/engine/), printed, never asserted: the same position searched at level 8 for a fixed
// time, nodes per second reported per run. The native speed: `chess960 bench` / the UCI `info`.
//
//   node scripts/bench-engine-browser.mjs [--dist dist] [--runs 3] [--movetime 3000]
import { launchBrowser } from "../tests/e2e/harness.mjs";
import { serve } from "../tests/e2e/server.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dist = arg("dist", "dist");
const runs = Number(arg("runs", 3));
const movetime = Number(arg("movetime", 3000));

const server = await serve(dist);
const browser = await launchBrowser();
const page = await browser.newPage();
await page.goto(server.url);
const line = (id) =>
  `${id} 8 12345 ${movetime} - - - -|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e2e4 e7e5 g1f3 b8c6`;
for (let run = 1; run <= runs; run++) {
  const result = await page.evaluate(
    async ({ text, id }) => {
      // The page's own way: the messages module starts the worker, asks, and hands back lines.
      const messages = await window.__rokadeModule("messages");
      const start = performance.now();
      const answer = await new Promise((resolve, reject) => {
        const heard = (got) => (got.startsWith("a ") ? resolve(got) : got.startsWith("f ") && reject(got));
        if (!messages.start_worker("engine/worker.js", heard) || !messages.ask(text)) reject("the worker could not be asked");
      });
      const ms = performance.now() - start;
      messages.stop_worker();
      return { answer, ms };
    },
    { text: line(run), id: run },
  );
  const [, , best, depth, nodes] = result.answer.split(" ");
  const nps = Number(nodes) / (result.ms / 1000);
  console.log(`run ${run}: ${best} depth ${depth}, ${nodes} nodes in ${result.ms.toFixed(0)} ms = ${(nps / 1000).toFixed(0)} kN/s`);
}
await browser.close();
await server.close();
