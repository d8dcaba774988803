// End-to-end tests of the arbiter's round-position screen (?round=N): readable on a projector,
// printable (one A4 page per copy), drawing without repeats per event, kept across reloads.
// It is a separate wasm app (crates/round, dist/round-<hash>/), chosen by www/boot.js from the address:
// the game page never downloads it.
//
// Run after a release build: node --test tests/e2e/round.test.mjs
// (ROKADE_DIST=/some/dist to test another build directory; default dist/.)
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { SHOTS, LIGHT, DARK, serveAndLaunch, waitRound, waitDrawn, close } from "./harness.mjs";

const app = serveAndLaunch({ prefix: "/club/" }, { viewport: { width: 1920, height: 1080 } });

/** A fresh browser context (own localStorage) on the round screen (1920x1080 unless given). */
const open = (query, options) => app.open(query, { wait: "round", ...options });

const text = (page, sel) => page.$eval(sel, (e) => e.textContent);
const visible = (page, sel) => page.$eval(sel, (e) => e.checkVisibility());

/** Sets an input's value and fires `change`, as a user editing it would. */
async function setValue(page, sel, value) {
  await page.fill(sel, String(value));
  await page.$eval(sel, (e) => e.dispatchEvent(new Event("change", { bubbles: true })));
}

/** What the browser does just before it prints: fires `beforeprint` on the window. */
const beforePrint = (page) => page.evaluate(() => dispatchEvent(new Event("beforeprint")));

/** Round -> SP from the on-screen list. */
async function drawnList(page) {
  const items = await page.$$eval("#rp-list li", (lis) => lis.map((li) => li.textContent));
  return items.map((s) => {
    const m = s.match(/(\d+): SP (\d+)$/);
    assert.ok(m, `list item "${s}"`);
    return [Number(m[1]), Number(m[2])];
  });
}

/** Pixel statistics of a canvas: colours at fractional points and how varied it is. */
function canvasInfo(page, id, points) {
  return page.evaluate(
    ([id, points]) => {
      const c = document.getElementById(id);
      const copy = document.createElement("canvas");
      copy.width = c.width;
      copy.height = c.height;
      const ctx = copy.getContext("2d", { willReadFrequently: true });
      ctx.drawImage(c, 0, 0);
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      const colours = new Set();
      let opaque = 0;
      for (let i = 0; i < d.length; i += 4 * 97) {
        colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
        if (d[i + 3] === 255) opaque++;
      }
      const at = points.map(([fx, fy]) =>
        Array.from(ctx.getImageData(Math.floor(fx * c.width), Math.floor(fy * c.height), 1, 1).data),
      );
      return { w: c.width, h: c.height, colours: colours.size, opaque: opaque / Math.ceil(d.length / (4 * 97)), at };
    },
    [id, points],
  );
}

test("projector: SP 518 huge, piece order and both diagrams drawn (1920x1080)", async () => {
  const { context, page, problems } = await open("?round=1&sp=518&lang=nl&event=Clubkampioenschap%202025");
  try {
    assert.equal(await text(page, "#rp-sp"), "SP 518");
    assert.equal(await text(page, "#rp-letters"), "T P L D K L P T", "the Dutch letters (issue #17, item 13)");
    assert.equal(await text(page, "#rp-names"), "Toren Paard Loper Dame Koning Loper Paard Toren");
    assert.equal(await text(page, ".rp-screen .rp-rd"), "Ronde 1");
    assert.equal(await text(page, ".rp-screen .rp-ev"), "Clubkampioenschap 2025");
    assert.equal(await page.getAttribute("html", "lang"), "nl");
    assert.equal(await visible(page, "main.app"), false, "the game is hidden");
    assert.equal(await visible(page, ".rp-print"), false, "print pages are not on screen");

    // Readable from across a room: big type, everything above the fold.
    const geo = await page.evaluate(() => {
      const r = (s) => document.querySelector(s).getBoundingClientRect().toJSON();
      const fs = (s) => parseFloat(getComputedStyle(document.querySelector(s)).fontSize);
      return {
        sp: r("#rp-sp"),
        rank: r("#rp-rank"),
        board: r("#rp-board"),
        names: r("#rp-names"),
        spFont: fs("#rp-sp"),
        letterFont: fs("#rp-letters"),
        nameFont: fs("#rp-names"),
        headFont: fs(".rp-screen .rp-head"),
      };
    });
    const where = JSON.stringify(geo);
    assert.ok(geo.spFont >= 150, `SP number at least 150 px: ${where}`);
    assert.ok(geo.letterFont >= 60, `piece letters at least 60 px: ${where}`);
    assert.ok(geo.nameFont >= 28, `piece names at least 28 px: ${where}`);
    assert.ok(geo.headFont >= 40, `round line at least 40 px: ${where}`);
    assert.ok(geo.rank.width >= 800, `back rank at least 800 px wide: ${where}`);
    assert.ok(geo.board.width >= 500, `board at least 500 px: ${where}`);
    for (const k of ["sp", "rank", "board", "names"]) {
      assert.ok(geo[k].bottom <= 1080 && geo[k].right <= 1920 && geo[k].top >= 0, `${k} on screen: ${where}`);
    }
    assert.ok(geo.rank.right <= geo.board.left, `back rank and board side by side: ${where}`);

    // Board: a1 dark, b1 light, empty middle squares, white rook on a1, black king on e8.
    const board = await canvasInfo(page, "rp-board", [
      [0.5 / 8, 4.5 / 8], // a4: empty dark
      [1.5 / 8, 4.5 / 8], // b4: empty light
    ]);
    assert.equal(board.w, board.h);
    assert.ok(board.w >= 500 && board.opaque === 1, `board drawn: ${JSON.stringify(board)}`);
    assert.ok(close(board.at[0], LIGHT), `a4 light, got ${board.at[0]}`);
    assert.ok(close(board.at[1], DARK), `b4 dark, got ${board.at[1]}`);
    assert.ok(board.colours > 20, `pieces on the board: ${board.colours} colours`);

    // Back rank: 8 x 1, a1 dark (sampled near the top-left corner, off the piece), h1 light.
    const rank = await canvasInfo(page, "rp-rank", [
      [0.02 / 8, 0.05],
      [7.02 / 8, 0.05],
      [4.5 / 8, 0.55], // the king's body
    ]);
    assert.equal(Math.round(rank.w / 8), rank.h, `8 x 1: ${rank.w}x${rank.h}`);
    assert.ok(close(rank.at[0], DARK), `a1 dark, got ${rank.at[0]}`);
    assert.ok(close(rank.at[1], LIGHT), `h1 light, got ${rank.at[1]}`);
    assert.ok(!close(rank.at[2], LIGHT) && !close(rank.at[2], DARK), `a piece on e1, got ${rank.at[2]}`);
    assert.ok(rank.colours > 20, `pieces on the back rank: ${rank.colours} colours`);

    const play = await page.getAttribute("#rp-play", "href");
    assert.equal(play, "./?sp=518&lang=nl");
    await page.screenshot({ path: path.join(SHOTS, "round-projector-1920x1080.png") });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("print: controls hidden, one A4 page per copy", async () => {
  const { context, page, problems } = await open("?round=4&sp=0&lang=fr&event=Open%20de%20Namur");
  try {
    assert.equal(await text(page, "#rp-names"), "Fou Fou Dame Cavalier Cavalier Tour Roi Tour");
    await setValue(page, "#rp-copies", 3);
    assert.match(page.url(), /copies=3/);
    // The print pages are made when the browser is about to print (page.emulateMedia does not
    // fire beforeprint; the event is what the browser sends before printing).
    await beforePrint(page);
    assert.equal(await page.$$eval(".rp-sheet", (s) => s.length), 3);
    await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));

    await page.emulateMedia({ media: "print" });
    for (const sel of [".rp-ctl", ".rp-hist", ".rp-screen", "#rp-draw", "#rp-print"]) {
      assert.equal(await visible(page, sel), false, `${sel} hidden in print`);
    }
    const sheets = await page.$$eval(".rp-sheet", (all) =>
      all.map((s) => ({
        visible: s.checkVisibility(),
        text: s.textContent,
        sp: s.querySelector(".rp-sp").textContent,
        imgs: [...s.querySelectorAll("img")].map((i) => i.getBoundingClientRect().width),
        spFont: parseFloat(getComputedStyle(s.querySelector(".rp-sp")).fontSize),
      })),
    );
    assert.equal(sheets.length, 3);
    for (const s of sheets) {
      assert.ok(s.visible, "every copy is printed");
      assert.equal(s.sp, "SP 0");
      assert.match(s.text, /Ronde 4/);
      assert.match(s.text, /Open de Namur/);
      assert.match(s.text, /F F D C C T R T/);
      assert.match(s.text, /Fou Fou Dame Cavalier Cavalier Tour Roi Tour/);
      assert.equal(s.imgs.length, 2, "board and back rank");
      assert.ok(s.imgs.every((w) => w > 300), `diagrams are large: ${s.imgs}`);
      assert.ok(s.spFont >= 80, `big number on paper: ${s.spFont}`);
    }
    await page.screenshot({ path: path.join(SHOTS, "round-print-emulated.png"), fullPage: true });

    // The real thing: Chromium's PDF output, A4, one page per copy.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
    assert.equal(pages.length, 3, "3 copies -> 3 pages");
    const box = pdf.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/);
    assert.ok(box, "page size in the PDF");
    // A4 = 595.3 x 841.9 pt
    assert.ok(Math.abs(Number(box[1]) - 595.3) < 2 && Math.abs(Number(box[2]) - 841.9) < 2, `A4: ${box[0]}`);
    fs.writeFileSync(path.join(SHOTS, "round-print.pdf"), Buffer.from(pdf, "latin1"));

    // Back to the screen to edit; page.pdf() prints with print media unless another is emulated.
    await page.emulateMedia({ media: null });
    await setValue(page, "#rp-copies", 1);
    await beforePrint(page);
    const one = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
    assert.equal((one.match(/\/Type\s*\/Page(?!s)/g) ?? []).length, 1, "1 copy -> 1 page");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("print pages are made on beforeprint only, and taken away after printing", async () => {
  const { context, page, problems } = await open("?round=2&sp=518&lang=nl&copies=2");
  try {
    const sheets = () =>
      page.$$eval(".rp-sheet", (all) =>
        all.map((s) => ({
          sp: s.querySelector(".rp-sp")?.textContent,
          imgs: [...s.querySelectorAll("img")].map((i) => i.src.slice(0, 22)),
        })),
      );
    assert.deepEqual(await sheets(), [], "no print page (and no PNG) before printing");
    // A render (another language) makes none either.
    await page.selectOption("#rp-lang", "en");
    assert.deepEqual(await sheets(), [], "a render makes no print page");
    assert.equal(await page.$$eval("img", (i) => i.length), 0, "no image anywhere");
    await beforePrint(page);
    const two = await sheets();
    assert.equal(two.length, 2, "one page per copy");
    for (const s of two) {
      assert.equal(s.sp, "SP 518");
      assert.deepEqual(s.imgs, ["data:image/png;base64,", "data:image/png;base64,"], "back rank and board");
    }
    // The copies carry no ids: every id on the page is the screen's own, once.
    const ids = await page.$$eval("[id]", (all) => all.map((e) => e.id));
    assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], "no id twice");
    await page.evaluate(() => dispatchEvent(new Event("afterprint")));
    assert.deepEqual(await sheets(), [], "taken away after printing");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("every bad parameter in the address is named in a message, in the screen's language", async () => {
  const long = "x".repeat(61);
  for (const [query, lines] of [
    [
      `?round=2&lang=en&copies=0&no518=maybe&norepeat=2&event=${long}&zz=1&foo=2&utm_source=news`,
      [
        "The number of copies in the address is not a number from 1 to 50: one copy is printed.",
        "This switch in the address is neither 1 nor 0, its default is used: no518",
        "This switch in the address is neither 1 nor 0, its default is used: norepeat",
        "The event name in the address was longer than 60 characters or had control characters: it was shortened.",
        "Not known in the address and ignored: zz, foo",
      ],
    ],
    [
      "?round=100&sp=999&lang=xx&copies=abc",
      [
        "The round in the address is not a number from 1 to 99: round 1 is shown.",
        "The start position number in the address is not 0 to 959 and was not used.",
        "The language in the address is not nl, en, fr or da: the browser’s language is used.",
        "The number of copies in the address is not a number from 1 to 50: one copy is printed.",
      ],
    ],
    [
      "?round=3&lang=fr&copies=51&no518=peut-être",
      [
        "Le nombre d'exemplaires de l'adresse n'est pas un nombre de 1 à 50 : un seul exemplaire est imprimé.",
        "Ce choix de l'adresse n'est ni 1 ni 0, sa valeur par défaut est utilisée : no518",
      ],
    ],
  ]) {
    const { context, page, problems } = await open(query, { contextOptions: { locale: "en-GB" } });
    try {
      assert.deepEqual((await page.innerText("#rp-notice")).split("\n"), lines, query);
      assert.ok(await visible(page, "#rp-notice"), `${query}: the message shows`);
      // The defaults stand in, and the address is rewritten without the bad values.
      assert.equal(await page.inputValue("#rp-copies"), "1", query);
      assert.doesNotMatch(page.url(), /copies|zz|maybe|no518/, query);
      // The next change says its own message (a bad field value too), not the address's.
      await setValue(page, "#rp-round", "0");
      assert.equal(await text(page, "#rp-notice"), lines[0].startsWith("Le") ? "Ronde non valide : de 1 à 99." : "Not a valid round: use 1 to 99.");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test("three rounds without repeats and without 518, kept across a reload", async () => {
  const event = `Test ${Date.now()}`;
  const { context, page, problems } = await open(`?round=1&lang=en&no518=1&event=${encodeURIComponent(event)}`);
  try {
    assert.equal(await page.isChecked("#rp-no518"), true);
    assert.equal(await page.isChecked("#rp-norepeat"), true, "no repeats is the default");
    // Round 1 is drawn on arrival.
    let list = await drawnList(page);
    assert.equal(list.length, 1);
    assert.match(await text(page, "#rp-sp"), /^SP \d+$/);

    for (const round of [2, 3]) {
      await setValue(page, "#rp-round", round);
      assert.equal(await visible(page, "#rp-sp"), false, "a new round starts without a position");
      assert.equal(await visible(page, ".rp-empty"), true);
      await page.click("#rp-draw");
      assert.equal(await text(page, ".rp-screen .rp-rd"), `Round ${round}`);
    }
    list = await drawnList(page);
    assert.deepEqual(
      list.map(([r]) => r),
      [1, 2, 3],
    );
    const numbers = list.map(([, n]) => n);
    assert.equal(new Set(numbers).size, 3, `3 different numbers: ${numbers}`);
    assert.ok(numbers.every((n) => n !== 518 && n >= 0 && n < 960), `valid and not 518: ${numbers}`);
    const shown = Number((await text(page, "#rp-sp")).slice(3));
    assert.equal(shown, numbers[2]);
    const play = await page.getAttribute("#rp-play", "href");
    assert.equal(play, `./?sp=${shown}&lang=en`);

    // Drawing round 3 again replaces its number, never with one of rounds 1 and 2.
    for (let i = 0; i < 5; i++) {
      await page.click("#rp-draw");
      const again = await drawnList(page);
      assert.equal(again.length, 3);
      assert.ok(![numbers[0], numbers[1], 518].includes(again[2][1]), `redraw ${again}`);
    }
    list = await drawnList(page);

    // Reload: same round, same number, same list (no new draw).
    await page.reload();
    await waitRound(page);
    assert.deepEqual(await drawnList(page), list);
    assert.equal(await text(page, "#rp-sp"), `SP ${list[2][1]}`);
    assert.equal(await page.inputValue("#rp-event"), event);

    // Back to round 1: its number comes back.
    await setValue(page, "#rp-round", 1);
    assert.equal(await text(page, "#rp-sp"), `SP ${list[0][1]}`);

    // Another event has its own (empty) list; switching back restores this one.
    await setValue(page, "#rp-event", `${event} B`);
    assert.equal(await text(page, "#rp-list"), "None yet.");
    await setValue(page, "#rp-event", event);
    assert.deepEqual(await drawnList(page), list);

    // A chosen number: Show 0.
    await setValue(page, "#rp-number", 0);
    await page.click("#rp-show");
    assert.equal(await text(page, "#rp-sp"), "SP 0");
    assert.equal(await text(page, "#rp-letters"), "B B Q N N R K R");
    assert.equal(await text(page, "#rp-names"), "Bishop Bishop Queen Knight Knight Rook King Rook");
    await setValue(page, "#rp-number", 1234);
    await page.click("#rp-show");
    assert.equal(await text(page, "#rp-notice"), "Not a valid number: use 0 to 959.");
    assert.equal(await text(page, "#rp-sp"), "SP 0");

    // Language switch on the page.
    await page.selectOption("#rp-lang", "da");
    assert.equal(await text(page, "#rp-names"), "Løber Løber Dronning Springer Springer Tårn Konge Tårn");
    assert.equal(await text(page, "#rp-draw"), "Træk lod om stillingen");
    assert.match(page.url(), /lang=da/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("damaged event memory: readable part kept, the rest backed up, a notice shown", async () => {
  const { context, page, problems } = await open("?round=2&sp=7&lang=en&event=Damaged");
  try {
    await page.evaluate(() => localStorage.setItem("rokade.event.Damaged", "1:5,zzz,2:9999,3:12"));
    await page.goto(app.server.url + "?round=1&lang=en&event=Damaged");
    await waitRound(page);
    assert.equal(await text(page, "#rp-notice"), "The saved list of this event was damaged; the readable part was kept.");
    assert.deepEqual(await drawnList(page), [
      [1, 5],
      [3, 12],
    ]);
    assert.equal(await text(page, "#rp-sp"), "SP 5", "round 1 keeps its number");
    const stored = await page.evaluate(() => ({
      clean: localStorage.getItem("rokade.event.Damaged"),
      backup: localStorage.getItem("rokade.event.Damaged.corrupt"),
    }));
    assert.deepEqual(stored, { clean: "1:5,3:12", backup: "1:5,zzz,2:9999,3:12" });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("'Play this position' opens the game on that number", async () => {
  const { context, page, problems } = await open("?round=5&sp=97&lang=en&event=Play");
  try {
    const href = await page.getAttribute("#rp-play", "href");
    assert.equal(href, "./?sp=97&lang=en");
    assert.equal(await page.getAttribute("#rp-play", "target"), "_blank");
    const [game] = await Promise.all([context.waitForEvent("page"), page.click("#rp-play")]);
    const opened = app.watch(game);
    await waitDrawn(game);
    assert.equal(new URL(game.url()).pathname, "/club/");
    assert.equal(new URL(game.url()).search, "?sp=97&lang=en");
    assert.equal(await game.evaluate(() => document.body.classList.contains("round")), false);
    assert.equal(await game.$eval("main.app", (e) => e.checkVisibility()), true, "the game is shown");
    assert.match(await game.$eval("#sp", (e) => e.textContent), /97/);
    assert.deepEqual(problems, []);
    assert.deepEqual(opened.problems, [], "the game's tab");
  } finally {
    await context.close();
  }
});

test("phone portrait: one column, nothing wider than the screen", async () => {
  const { context, page, problems } = await open("?round=9&sp=518&lang=da&event=Sommer", { width: 390, height: 844 });
  try {
    const geo = await page.evaluate(() => ({
      scrollW: document.scrollingElement.scrollWidth,
      rank: document.getElementById("rp-rank").getBoundingClientRect().toJSON(),
      board: document.getElementById("rp-board").getBoundingClientRect().toJSON(),
    }));
    assert.ok(geo.scrollW <= 390, `no horizontal scroll: ${JSON.stringify(geo)}`);
    assert.ok(geo.board.top >= geo.rank.bottom, `board below the back rank: ${JSON.stringify(geo)}`);
    await page.screenshot({ path: path.join(SHOTS, "round-phone-390x844.png"), fullPage: true });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("the game page (?sp=518) downloads nothing of the round screen", async () => {
  const { context, page, problems, requests, serverRequests } = await app.open("?sp=518", { width: 1000, height: 800 });
  try {
    // The page chooses between the game and the round screen once, at start, before it draws
    // the board; a request the page makes is reported (on the same DevTools session) before the
    // answer to the wait for the drawn board. So the requests seen now are all it will make.
    const paths = serverRequests();
    assert.ok(paths.some((p) => /^\/club\/web-[0-9a-f]+\/web_bg\.wasm$/.test(p)), `the game's wasm: ${paths}`);
    const asked = requests.map((u) => new URL(u).pathname);
    assert.deepEqual(
      asked.filter((p) => p.startsWith("/club/round")),
      [],
      `no round-<hash>/ file and no round.css: ${asked}`,
    );
    assert.equal(await page.evaluate(() => document.body.classList.contains("round")), false);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("#round=1 (and an encoded ?%72ound=) opens the round screen, its app from round-<hash>/", async () => {
  for (const [query, round] of [
    ["#round=1&lang=en&sp=518", 1],
    ["?lang=en#round=7&event=Fragment", 7], // the fragment's parameters after the query's
    ["?%72ound=%2B3&lang=en", 3],
  ]) {
    const { context, page, problems, serverRequests } = await open(query, { width: 1280, height: 800 });
    try {
      assert.equal(await text(page, ".rp-screen .rp-rd"), `Round ${round}`, query);
      if (query.includes("event=")) assert.equal(await text(page, ".rp-screen .rp-ev"), "Fragment", query);
      assert.match(await text(page, "#rp-sp"), /^SP \d+$/, query);
      assert.equal(await visible(page, "main.app"), false, `${query}: the game is hidden`);
      const paths = serverRequests();
      for (const file of [/^\/club\/round-[0-9a-f]{16}\/round\.js$/, /^\/club\/round-[0-9a-f]{16}\/round_bg\.wasm$/, /^\/club\/round\.css$/]) {
        assert.ok(paths.some((p) => file.test(p)), `${query} loads ${file}: ${paths}`);
      }
      // index.html preloads the game's glue and wasm; boot.js takes the wasm's preload over
      // (no second download, no unused-preload warning) and never starts the game.
      const gameWasm = paths.filter((p) => /^\/club\/web-[0-9a-f]+\/web_bg\.wasm$/.test(p));
      assert.ok(gameWasm.length <= 1, `${query}: the game's wasm at most once: ${paths}`);
      assert.equal(await page.evaluate(() => document.body.dataset.boardDrawnAt), undefined, query);
      assert.deepEqual(problems, [], query);
    } finally {
      await context.close();
    }
  }
});
