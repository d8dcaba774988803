// Accessibility end-to-end tests (issue 9): axe-core on every state of the page, a game played
// with the keyboard only, typed moves in four languages, the reading keys, target sizes,
// reduced motion and more contrast. Release build, headless Chromium, production CSP.
//
// Run after a release build: node --test tests/e2e/a11y.test.mjs
// (ROKADE_DIST=/some/dist to test another build directory; default dist/.)
// Screenshots of the keyboard focus land in tests/e2e/shots/a11y-*.png: look at them.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { SHOTS, LIGHT, serveAndLaunch, unexpected, fenOf, drag, point, close } from "./harness.mjs";
import {
  axeViolations,
  assertNone,
  assertNoAxeViolations,
  openAllDetails,
  expectAnnounce,
  announced,
  focused,
  focusedSquare,
  assertBoardFocus,
  tabToBoard,
  arrowTo,
  keyMove,
  moveList,
  smallTargets,
} from "./a11y-harness.mjs";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const app = serveAndLaunch({ prefix: "/a11y/" }, { viewport: DESKTOP });
const LANGS = ["en", "nl", "fr", "da"];
const fenQuery = (fen) => `fen=${encodeURIComponent(fen)}`;

/** Types `text` into the move field and presses Enter there. */
async function typeMove(page, text) {
  await page.fill("#move-entry", text);
  await page.press("#move-entry", "Enter");
}

/** The shown notice (role=alert) once it is visible. */
async function noticeText(page) {
  await page.locator("#notice").waitFor({ state: "visible", timeout: 5000 });
  assert.equal(await page.getAttribute("#notice", "role"), "alert");
  return page.textContent("#notice");
}

/** Waits until the notice (role=alert) says `text`, then asserts it. */
async function expectNotice(page, text, what = "") {
  await page
    .waitForFunction((t) => {
      const n = document.getElementById("notice");
      return n.checkVisibility() && n.textContent === t;
    }, text, { timeout: 5000 })
    .catch(() => {});
  assert.equal(await noticeText(page), text, `notice ${what}`);
}

/** Waits until the FEN field shows `fen`, then asserts it (a failure shows the actual FEN). */
async function expectFen(page, fen, what = "") {
  await page.waitForFunction((f) => document.getElementById("fen").value === f, fen, { timeout: 5000 }).catch(() => {});
  assert.equal(await fenOf(page), fen, `FEN ${what}`);
}

const shot = (page, name, opts = {}) => page.screenshot({ path: path.join(SHOTS, name), ...opts });

// Texts of the interface, per language (as the player reads them).
const T = {
  en: { board: "Chess board", move: "Move", castleOO: "Castle O-O", promotion: "Promotion", promotionSaid: "Promotion: queen b8, knight b7, rook b6, bishop b5", knightName: "Knight" },
  nl: { board: "Schaakbord", move: "Zet", castleOO: "Rokeren O-O", promotion: "Promotie", knightName: "Paard" },
  fr: { board: "Échiquier", move: "Coup", castleOO: "Roquer O-O", promotion: "Promotion", promotionSaid: "Promotion: dame b8, cavalier b7, tour b6, fou b5", knightName: "Cavalier" },
  da: { board: "Skakbræt", move: "Træk", castleOO: "Rokade O-O", promotion: "Forvandling", knightName: "Springer" },
};

// ---------------------------------------------------------------------------------------------
// 1. axe-core: no violations in any state of the page

for (const lang of LANGS) {
  test(`axe: game page in ${lang} with every panel open (and the custom time control fields)`, async () => {
    await app.withPage(`?lang=${lang}&sp=518`, async (page) => {
      assert.equal(await page.getAttribute("html", "lang"), lang, "the page says its language");
      assert.equal(await openAllDetails(page), 4, "four panels");
      const open = await page.$$eval("details", (ds) => ds.map((d) => d.open));
      assert.ok(open.length === 4 && open.every(Boolean), `every <details> panel is open: ${open}`);
      await page.selectOption("#tc", "custom");
      await page.locator("#tc-min").waitFor({ state: "visible" });
      await assertNoAxeViolations(page, `the game page (${lang}), every panel open`);
    });
  });
}

test("the board grid: named in each language, 8 rows of 8 cells, squares named in words", async () => {
  const e2 = { en: "e2, white pawn", nl: "e2, witte pion", fr: "e2, pion blanc", da: "e2, hvid bonde" };
  const e4 = { en: "e4, empty", nl: "e4, leeg", fr: "e4, vide", da: "e4, tom" };
  for (const lang of LANGS) {
    await app.withPage(`?lang=${lang}&sp=518`, async (page) => {
      const grid = page.getByRole("grid", { name: T[lang].board, exact: true });
      assert.equal(await grid.count(), 1, `one grid named "${T[lang].board}"`);
      assert.equal(await grid.evaluate((g) => g.id), "grid");
      assert.equal(await grid.getByRole("row").count(), 8, "8 rows");
      assert.equal(await grid.getByRole("gridcell").count(), 64, "64 cells");
      const labels = await grid.getByRole("gridcell").evaluateAll((cs) => cs.map((c) => c.getAttribute("aria-label")));
      assert.equal(labels[0].slice(0, 2), "a8", "top-left cell is a8");
      assert.ok(labels.includes(e2[lang]), `a cell is named "${e2[lang]}"`);
      assert.ok(labels.includes(e4[lang]), `a cell is named "${e4[lang]}"`);
      const tabbable = await grid.locator('[tabindex="0"]').count();
      assert.equal(tabbable, 1, "exactly one cell in the tab order");
      assert.equal(await page.getAttribute("#board", "aria-hidden"), "true", "the canvas picture is hidden from screen readers");
    });
  }
});

for (const lang of ["en", "nl"]) {
  test(`axe (${lang}): a notice, the question dialog, a finished game's result`, async () => {
    await app.withPage(`?lang=${lang}&sp=518`, async (page) => {
      // A notice: an illegal typed move.
      await typeMove(page, "Nd5");
      assert.ok((await noticeText(page)).length > 5, "a notice is shown");
      await assertNoAxeViolations(page, `the game page (${lang}) with a notice`);

      // The question dialog: a move, then "White resigns".
      await typeMove(page, "e4");
      await expectFen(page, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "after e4");
      await page.click("#resign-white");
      const ask = page.getByRole("alertdialog");
      await ask.waitFor({ state: "visible", timeout: 5000 });
      assert.equal((await focused(page)).id, "ask-no", "the question's safe answer has focus");
      await assertNoAxeViolations(page, `the game page (${lang}) with the #ask dialog open`);
      await page.keyboard.press("Escape");
      await ask.waitFor({ state: "hidden", timeout: 5000 });

      // A finished game: fool's mate (after the takeback of e4).
      await page.click("#takeback");
      await expectFen(page, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "after the takeback");
      for (const m of ["f3", "e5", "g4", lang === "nl" ? "Dh4" : "Qh4"]) await typeMove(page, m);
      await page.locator("#result").waitFor({ state: "visible", timeout: 5000 });
      assert.match(await page.textContent("#result-text"), /0-1/);
      await assertNoAxeViolations(page, `the game page (${lang}) with the result of a finished game`);
    });
  });

  test(`axe (${lang}): the promotion picker open`, async () => {
    await app.withPage(`?lang=${lang}&${fenQuery("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")}`, async (page) => {
      await tabToBoard(page);
      await keyMove(page, "b7", "b8");
      await page.locator("#promo").waitFor({ state: "visible", timeout: 5000 });
      await assertNoAxeViolations(page, `the game page (${lang}) with the promotion picker open`);
    });
  });
}

for (const controls of ["minimal", "full"]) {
  test(`axe: embed page (?embed=1&controls=${controls})`, async () => {
    await app.withPage(`?embed=1&controls=${controls}&lang=en`, async (page) => {
      assert.ok(await page.evaluate(() => document.body.classList.contains("embed")), "the embed layout");
      await assertNoAxeViolations(page, `the embed page, controls=${controls}`);
      // In a frame an opened panel covers the frame (nothing may grow the page past the
      // snippet's height): each panel in turn, as a user opens and closes them.
      let panels = 0;
      for (const s of await page.locator("details > summary").all()) {
        if (!(await s.isVisible())) continue;
        panels++;
        await s.click();
        assert.ok(await s.evaluate((e) => e.parentElement.open), "the panel opened");
        await assertNoAxeViolations(page, `the embed page, controls=${controls}, panel ${panels} open`);
        await s.click();
        assert.ok(!(await s.evaluate((e) => e.parentElement.open)), "the panel closed");
      }
      assert.equal(panels, controls === "full" ? 3 : 1, "the panels this layout shows");
    }, { width: 360, height: 480 });
  });
}

for (const lang of ["en", "nl"]) {
  test(`axe: round screen (?round=1&lang=${lang})`, async () => {
    await app.withPage(`?round=1&lang=${lang}`, async (page) => {
      assert.equal(await page.getAttribute("html", "lang"), lang, "the page says its language");
      // Before and after a position is drawn for the round (the big number, both diagrams).
      const before = await axeViolations(page);
      await page.click("#rp-draw");
      await page.waitForFunction(() => /^SP \d+$/.test(document.getElementById("rp-sp").textContent), null, { timeout: 5000 });
      const after = await axeViolations(page);
      assertNone([...before, ...after.map((v) => ({ ...v, id: `${v.id} (after drawing a position)` }))], `the round screen (${lang})`);
    }, { wait: "round", width: 1280, height: 800 });
  });
}

test("axe: high-contrast board (prefers-contrast: more) and the phone layout", async () => {
  await app.withPage("?lang=en&sp=518", async (page) => {
    await page.check("#contrast");
    await page.waitForFunction(() => document.body.classList.contains("high-contrast"));
    await openAllDetails(page);
    await assertNoAxeViolations(page, "the game page with high contrast on, phone size");
  }, PHONE);
});

// ---------------------------------------------------------------------------------------------
// 2. A game with the keyboard only: capture, castling (C + Enter), promotion

// A Chess960 position (king d1, rook g1: O-O takes the king to g1 and the rook to f1).
const KB_START = "8/1P5k/3p4/8/2P5/8/8/3K2R1 w K - 0 1";
const KB = {
  en: {
    moves: ["c5", "Kh6", "cxd6", "Kh5", "O-O", "Kg4", "b8=N"],
    select: "white pawn c4 selected, can go to c5",
    c5: "White: pawn c4 to c5",
    h6: "Black: king h7 to h6",
    capture: "White: pawn c5 takes pawn d6",
    castle: "White castles O-O: king g1, rook f1",
    g4: "Black: king h5 to g4",
    promote: "White: pawn b7 to b8, promotes to knight",
    h5: "Black: king h6 to h5",
    selectedLabel: "c4, white pawn, selected",
    plainLabel: "c4, white pawn",
    emptyLabel: "c5, empty",
    targetLabel: "c5, empty, possible move",
    lastLabel: "c5, white pawn, last move",
  },
  fr: {
    moves: ["c5", "Rh6", "cxd6", "Rh5", "O-O", "Rg4", "b8=C"],
    select: "pion blanc c4 sélectionné, peut aller en c5",
    c5: "Blancs: pion c4 en c5",
    h6: "Noirs: roi h7 en h6",
    capture: "Blancs: pion c5 prend pion d6",
    castle: "Blancs roquent O-O: roi g1, tour f1",
    g4: "Noirs: roi h5 en g4",
    promote: "Blancs: pion b7 en b8, promu en cavalier",
    h5: "Noirs: roi h6 en h5",
    selectedLabel: "c4, pion blanc, sélectionné",
    plainLabel: "c4, pion blanc",
    emptyLabel: "c5, vide",
    targetLabel: "c5, vide, coup possible",
    lastLabel: "c5, pion blanc, dernier coup",
  },
};
// The positions after each move (checked with python-chess, chess960=True, X-FEN castling).
const KB_FENS = [
  "8/1P5k/3p4/2P5/8/8/8/3K2R1 b K - 0 1",
  "8/1P6/3p3k/2P5/8/8/8/3K2R1 w K - 1 2",
  "8/1P6/3P3k/8/8/8/8/3K2R1 b K - 0 2",
  "8/1P6/3P4/7k/8/8/8/3K2R1 w K - 1 3",
  "8/1P6/3P4/7k/8/8/8/5RK1 b - - 2 3",
  "8/1P6/3P4/8/6k1/8/8/5RK1 w - - 3 4",
  "1N6/8/3P4/8/6k1/8/8/5RK1 b - - 0 4",
];

const cellLabel = (page, sq) =>
  page.$$eval("#grid [role=gridcell]", (cs, sq) => cs.map((c) => c.getAttribute("aria-label")).find((l) => l.startsWith(sq + ",")), sq);

for (const lang of ["en", "fr"]) {
  test(`keyboard only (${lang}): Tab to the board, arrows and Enter, a capture, C + Enter castles, a promotion`, async () => {
    const w = KB[lang];
    await app.withPage(`?lang=${lang}&${fenQuery(KB_START)}`, async (page) => {
      await expectFen(page, KB_START, "at the start");
      const start = await tabToBoard(page);
      assert.equal(start, "e2", "the keyboard's square starts on e2");
      await assertBoardFocus(page, "after Tab");

      // Home/End, Ctrl+Home/End and PageUp/PageDown.
      const jumps = [
        [["Control+Home"], "a8"],
        [["End"], "h8"],
        [["PageDown"], "h1"],
        [["Home"], "a1"],
        [["PageUp"], "a8"],
        [["Control+End"], "h1"],
        [["ArrowRight"], "h1"], // at the edge the cursor stays
      ];
      for (const [keys, want] of jumps) {
        for (const k of keys) await page.keyboard.press(k);
        assert.equal(await focusedSquare(page), want, `${keys.join(" ")} -> ${want}`);
        await assertBoardFocus(page, `after ${keys.join(" ")}`);
      }
      // Escape drops a selection.
      await arrowTo(page, "c4");
      await page.keyboard.press("Enter");
      await expectAnnounce(page, w.select, "on selecting the pawn");
      assert.equal(await cellLabel(page, "c4"), w.selectedLabel);
      assert.equal(await cellLabel(page, "c5"), w.targetLabel);
      await page.keyboard.press("Escape");
      assert.equal(await cellLabel(page, "c4"), w.plainLabel, "Escape drops the selection");
      assert.equal(await cellLabel(page, "c5"), w.emptyLabel);
      assert.equal(await fenOf(page), KB_START, "Escape: no move");

      // 1. c5: a normal move (Space picks up and puts down as Enter does).
      await keyMove(page, "c4", "c5", { key: "Space" });
      await expectFen(page, KB_FENS[0], "after c5");
      assert.deepEqual(await moveList(page), w.moves.slice(0, 1));
      await expectAnnounce(page, w.c5, "after c5");
      assert.equal(await cellLabel(page, "c5"), w.lastLabel);
      await assertBoardFocus(page, "after c5");

      // 1... Kh6 (Black moves with the keyboard too).
      await keyMove(page, "h7", "h6");
      await expectFen(page, KB_FENS[1], "after Kh6");
      assert.deepEqual(await moveList(page), w.moves.slice(0, 2));
      await expectAnnounce(page, w.h6, "after Kh6");
      await assertBoardFocus(page, "after Kh6");

      // 2. cxd6: a capture.
      await keyMove(page, "c5", "d6");
      await expectFen(page, KB_FENS[2], "after cxd6");
      assert.deepEqual(await moveList(page), w.moves.slice(0, 3));
      await expectAnnounce(page, w.capture, "after the capture");
      await assertBoardFocus(page, "after cxd6");

      // 2... Kh5
      await keyMove(page, "h6", "h5");
      await expectFen(page, KB_FENS[3], "after Kh5");
      await expectAnnounce(page, w.h5, "after Kh5");

      // 3. O-O: C on the board goes to the castling button, Enter castles, focus comes back.
      await page.keyboard.press("c");
      const f = await focused(page);
      assert.equal(f.id, "castle-oo", "C focuses the O-O button");
      assert.equal(await page.getByRole("button", { name: T[lang].castleOO, exact: true }).evaluate((b) => b.id), "castle-oo");
      assert.ok(await page.$eval("#castle-oo", (b) => b.matches(":focus-visible")), "the castling button shows its focus");
      await page.keyboard.press("Enter");
      await expectFen(page, KB_FENS[4], "after O-O");
      assert.deepEqual(await moveList(page), w.moves.slice(0, 5));
      await expectAnnounce(page, w.castle, "after castling");
      await assertBoardFocus(page, "focus back on the board after castling");

      // 3... Kg4
      await keyMove(page, "h5", "g4");
      await expectFen(page, KB_FENS[5], "after Kg4");
      await expectAnnounce(page, w.g4, "after Kg4");

      // 4. b8=N: the picker opens on the board; choose the knight.
      await keyMove(page, "b7", "b8");
      const promo = page.locator("#promo");
      await promo.waitFor({ state: "visible", timeout: 5000 });
      assert.equal(await fenOf(page), KB_FENS[5], "no move before the choice");
      for (const id of ["promo-q", "promo-n", "promo-r", "promo-b"]) {
        assert.ok(await page.locator(`#${id}`).isVisible(), `#${id} shown`);
      }
      assert.equal(
        await page.getByRole("button", { name: T[lang].knightName, exact: true }).evaluate((b) => b.id),
        "promo-n",
        `the knight button is named "${T[lang].knightName}"`,
      );
      if (lang === "en") {
        // By the picker's buttons: Tab from the board reaches them in order Q, N.
        await page.keyboard.press("Tab");
        assert.equal((await focused(page)).id, "promo-q", "Tab from the board goes to the queen");
        await page.keyboard.press("Tab");
        assert.equal((await focused(page)).id, "promo-n", "then to the knight");
        await page.keyboard.press("Enter");
      } else {
        // By the board's cursor: the knight is drawn one square below the queen (b8 -> b7).
        assert.equal(await focusedSquare(page), "b8");
        await page.keyboard.press("ArrowDown");
        assert.equal(await focusedSquare(page), "b7");
        await page.keyboard.press("Enter");
      }
      await expectFen(page, KB_FENS[6], "after b8=N");
      assert.ok(!(await promo.isVisible()), "the picker closed");
      assert.deepEqual(await moveList(page), w.moves);
      await expectAnnounce(page, w.promote, "after the promotion");
      await assertBoardFocus(page, "after the promotion");
    });
  });

  test(`keyboard only (${lang}): opening the promotion picker says so in the live region`, async () => {
    await app.withPage(`?lang=${lang}&${fenQuery("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")}`, async (page) => {
      await tabToBoard(page);
      await keyMove(page, "b7", "b8");
      await page.locator("#promo").waitFor({ state: "visible", timeout: 5000 });
      // The picker is open and the pawn can still go (to b8, by choosing a piece): the live
      // region must say that a promotion choice is open, not that the pawn cannot move.
      await expectAnnounce(page, T[lang].promotionSaid, "when the promotion picker opens, with the choices");
    });
  });
}

// ---------------------------------------------------------------------------------------------
// 3. Typed moves in each language's letters

const TYPED = {
  en: { knight: "N", bishop: "B", nf3: "White: knight g1 to f3", castle: "White castles O-O: king g1, rook f1",
    ambiguous: "Both knights (b1, f3) can go to d2. Say which knight, for example Nbd2 or Nfd2.",
    illegal: "Illegal move Nd5: none of your knights (b1, f3) can go to d5." },
  nl: { knight: "P", bishop: "L", nf3: "Wit: paard g1 naar f3", castle: "Wit rokeert O-O: koning g1, toren f1",
    ambiguous: "Beide paarden (b1, f3) kunnen naar d2. Geef aan welk paard je bedoelt, bijvoorbeeld Pbd2 of Pfd2.",
    illegal: "Onreglementaire zet Pd5: geen van je paarden (b1, f3) kan naar d5." },
  fr: { knight: "C", bishop: "F", nf3: "Blancs: cavalier g1 en f3", castle: "Blancs roquent O-O: roi g1, tour f1",
    ambiguous: "Les deux cavaliers (b1, f3) peuvent aller en d2. Précisez lequel, par exemple Cbd2 ou Cfd2.",
    illegal: "Coup illégal Cd5 : aucun de vos cavaliers (b1, f3) ne peut aller en d5." },
  da: { knight: "S", bishop: "L", nf3: "Hvid: springer g1 til f3", castle: "Hvid rokerer O-O: konge g1, tårn f1",
    ambiguous: "Begge springere (b1, f3) kan gå til d2. Angiv hvilken springer du mener, for eksempel Sbd2 eller Sfd2.",
    illegal: "Ulovligt træk Sd5: ingen af dine springere (b1, f3) kan gå til d5." },
};

for (const lang of LANGS) {
  test(`typed moves (${lang}): the language's letters, English letters, UCI, 0-0; ambiguous and illegal entries explained`, async () => {
    const w = TYPED[lang];
    await app.withPage(`?lang=${lang}&sp=518`, async (page) => {
      // M on the board goes to the move field, which is labelled in the language.
      await tabToBoard(page);
      await page.keyboard.press("m");
      assert.equal((await focused(page)).id, "move-entry", "M focuses the move field");
      const field = page.getByRole("textbox", { name: T[lang].move, exact: true });
      assert.equal(await field.evaluate((e) => e.id), "move-entry", `the move field is named "${T[lang].move}"`);

      await page.keyboard.type(`${w.knight}f3`);
      await page.keyboard.press("Enter");
      await expectFen(page, "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", `after ${w.knight}f3`);
      assert.equal(await page.inputValue("#move-entry"), "", "the field is emptied after the move");
      await expectAnnounce(page, w.nf3, `after ${w.knight}f3`);
      assert.deepEqual(await moveList(page), [`${w.knight}f3`], "the list in the language's letters");

      await typeMove(page, "e7e5"); // UCI
      await expectFen(page, "rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 2", "after e7e5");
      await typeMove(page, "e4");
      await expectFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 2", "after e4");
      await typeMove(page, "Bc5"); // English letters are understood in every language
      await expectFen(page, "rnbqk1nr/pppp1ppp/8/2b1p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 1 3", "after Bc5");
      assert.deepEqual(await moveList(page), [`${w.knight}f3`, "e5", "e4", `${w.bishop}c5`]);
    });

    // Ambiguous and illegal entries: a notice in the language, nothing changes.
    const twoKnights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    await app.withPage(`?lang=${lang}&${fenQuery(twoKnights)}`, async (page) => {
      await typeMove(page, `${w.knight}d2`);
      await expectNotice(page, w.ambiguous, "for an ambiguous entry");
      assert.equal(await fenOf(page), twoKnights, "nothing moved");
      assert.equal(await page.inputValue("#move-entry"), `${w.knight}d2`, "the text stays to be corrected");
      await typeMove(page, `${w.knight}d5`);
      await expectNotice(page, w.illegal, "for an illegal entry");
      assert.equal(await fenOf(page), twoKnights, "nothing moved");
      await typeMove(page, `${w.knight}bd2`);
      await expectFen(page, "4k3/8/8/8/8/5N2/3N4/4K3 b - - 1 1", `after ${w.knight}bd2`);
      assert.deepEqual(await moveList(page), [`${w.knight}bd2`]);
    });

    // 0-0 castles exactly like the button.
    await app.withPage(`?lang=${lang}&${fenQuery("4k3/8/8/8/8/8/8/4K2R w K - 0 1")}`, async (page) => {
      await typeMove(page, "0-0");
      await expectFen(page, "4k3/8/8/8/8/8/8/5RK1 b - - 1 1", "after 0-0");
      await expectAnnounce(page, w.castle, "after 0-0");
      assert.deepEqual(await moveList(page), ["O-O"]);
    });
  });
}

test("the move field's reader comes with the second module: fetched when the field gets focus; a typed move waits for it, and if it cannot load the notice says so", async () => {
  const { context, page, problems, requests } = await app.open("?sp=518");
  try {
    const extras = () => requests.filter((u) => u.includes("/extras-"));
    // The page has started (board and texts in) and a move on the board needs nothing of the
    // second module. Every request the page made so far was reported before the answer to
    // the last call into the page, so the list is complete up to here.
    await drag(page, "b1", "c3");
    await expectFen(page, "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1", "after Nc3");
    assert.deepEqual(extras(), [], "the plain page does not load the second module");
    await page.focus("#move-entry");
    // (Its wasm is asked for after its script: wait for the wasm itself.)
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.includes("/extras-") && new URL(e.name).pathname.endsWith(".wasm")));
    assert.ok(extras().some((u) => new URL(u).pathname.endsWith(".wasm")), `focus fetches the reader: ${extras()}`);
    // From its folder named by the hash of its files, without a query (some caches ignore those).
    assert.ok(extras().every((u) => /\/extras-[0-9a-f]{16}\/[^/]+$/.test(new URL(u).pathname) && new URL(u).search === ""), `from its hashed folder: ${extras()}`);
    await page.keyboard.type("Nf6");
    await page.keyboard.press("Enter");
    await expectFen(page, "rnbqkb1r/pppppppp/5n2/8/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 2 2", "after Nf6");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
  // Blocked (offline, a proxy): the typed move is not lost silently.
  const blocked = await app.open("?sp=518", {
    before: (page) => page.route(/\/extras-/, (route) => route.abort()),
    // The blocked request, and Chromium's console message about it.
    allow: [/^request failed: \S*\/extras-\S* net::ERR_FAILED$/, /^console error: Failed to load resource: net::ERR_FAILED$/],
  });
  try {
    const { page } = blocked;
    await typeMove(page, "e4");
    await expectNotice(page, "This part of the page could not load; please try again later", "when the reader cannot load");
    assert.equal(await fenOf(page), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "nothing moved");
    assert.equal(await page.inputValue("#move-entry"), "e4", "the typed text stays");
    // The board still plays.
    await drag(page, "e2", "e4");
    await expectFen(page, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "a dragged move");
    assert.ok(blocked.problems.some((p) => p.includes("/extras-")), `the blocked module was asked for: ${blocked.problems}`);
    assert.deepEqual(unexpected(blocked), [], "nothing else went wrong");
  } finally {
    await blocked.context.close();
  }
});

test("typed moves (fr): Rf1 that reads as the king (roi) and as a rook (English R) is asked; Re1-f1 the king, Tf1 the rook", async () => {
  const fen = "4k3/8/8/8/8/8/8/4K2R w - - 0 1";
  await app.withPage(`?lang=fr&${fenQuery(fen)}`, async (page) => {
    await typeMove(page, "Rf1");
    await page.waitForFunction(() => /roi e1-f1 ou tour h1-f1/.test(document.getElementById("note")?.textContent ?? ""));
    assert.equal(await page.inputValue("#fen"), fen, "nothing played on a guess");
    await typeMove(page, "Re1-f1");
    await expectFen(page, "4k3/8/8/8/8/8/8/5K1R b - - 1 1", "Re1-f1 moves the king");
    await expectAnnounce(page, "Blancs: roi e1 en f1");
    assert.deepEqual(await moveList(page), ["Rf1"], "written as SAN in French letters");
    await page.click("#takeback");
    await expectFen(page, fen, "after the takeback");
    await typeMove(page, "Tf1");
    await expectFen(page, "4k3/8/8/8/8/8/8/4KR2 b - - 1 1", "Tf1 moves the rook");
    await expectAnnounce(page, "Blancs: tour h1 en f1");
    assert.deepEqual(await moveList(page), ["Tf1"]);
  });
});

// ---------------------------------------------------------------------------------------------
// 4. The reading keys

const READ = {
  en: {
    w: "White: king e1, queen d1, rook a1, rook h1, bishop c1, bishop f1, knight b1, knight g1, pawn a2, pawn b2, pawn c2, pawn d2, pawn e2, pawn f2, pawn g2, pawn h2",
    b: "Black: king e8, queen d8, rook a8, rook h8, bishop c8, bishop f8, knight b8, knight g8, pawn a7, pawn b7, pawn c7, pawn d7, pawn e7, pawn f7, pawn g7, pawn h7",
    r: "rank 2: a2 white pawn, b2 white pawn, c2 white pawn, d2 white pawn, e2 white pawn, f2 white pawn, g2 white pawn, h2 white pawn",
    f: "file e: e1 white king, e2 white pawn, e7 black pawn, e8 black king, the rest is empty",
    s: "White to move",
    t: "No clock",
    afterE4: { l: "White: pawn e2 to e4", s: "Black to move", r: "rank 4: e4 white pawn, the rest is empty" },
    clocks: "White 5:00, Black 5:00",
  },
  da: {
    w: "Hvid: konge e1, dronning d1, tårn a1, tårn h1, løber c1, løber f1, springer b1, springer g1, bonde a2, bonde b2, bonde c2, bonde d2, bonde e2, bonde f2, bonde g2, bonde h2",
    b: "Sort: konge e8, dronning d8, tårn a8, tårn h8, løber c8, løber f8, springer b8, springer g8, bonde a7, bonde b7, bonde c7, bonde d7, bonde e7, bonde f7, bonde g7, bonde h7",
    r: "række 2: a2 hvid bonde, b2 hvid bonde, c2 hvid bonde, d2 hvid bonde, e2 hvid bonde, f2 hvid bonde, g2 hvid bonde, h2 hvid bonde",
    f: "linje e: e1 hvid konge, e2 hvid bonde, e7 sort bonde, e8 sort konge, resten er tom",
    s: "Hvid i trækket",
    t: "Intet ur",
    afterE4: { l: "Hvid: bonde e2 til e4", s: "Sort i trækket", r: "række 4: e4 hvid bonde, resten er tom" },
    clocks: "Hvid 5:00, Sort 5:00",
  },
};

for (const lang of ["en", "da"]) {
  test(`reading keys (${lang}): W, B, R, F, L, T, S put the position into the live region`, async () => {
    const w = READ[lang];
    await app.withPage(`?lang=${lang}&sp=518`, async (page) => {
      assert.equal(await page.getAttribute("#announce", "aria-live"), "polite");
      assert.equal(await tabToBoard(page), "e2");
      const keys = [
        ["w", w.w],
        ["b", w.b],
        ["r", w.r],
        ["f", w.f],
        ["l", w.s], // no move yet: the status
        ["t", w.t],
        ["s", w.s],
        ["s", w.s], // the same reading twice is said twice
      ];
      for (const [key, text] of keys) {
        const before = await page.$eval("#announce", (e) => e.textContent);
        await page.keyboard.press(key);
        await expectAnnounce(page, text, `after ${key.toUpperCase()}`);
        const after = await page.$eval("#announce", (e) => e.textContent);
        assert.notEqual(after, before, `${key.toUpperCase()}: the live region changes (so it is spoken)`);
        assert.equal((await focused(page)).cell, true, `${key.toUpperCase()}: focus stays on the board`);
      }
      // After 1. e4 (keyboard): L, S and R on the new square.
      await keyMove(page, "e2", "e4");
      await expectFen(page, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
      await page.keyboard.press("l");
      await expectAnnounce(page, w.afterE4.l, "after L");
      await page.keyboard.press("s");
      await expectAnnounce(page, w.afterE4.s, "after S");
      await page.keyboard.press("r");
      await expectAnnounce(page, w.afterE4.r, "after R on e4");
      assert.equal(await announced(page), w.afterE4.r);
    });
    // T with a clock.
    await app.withPage(`?lang=${lang}&sp=518&tc=5%2B0`, async (page) => {
      await tabToBoard(page);
      await page.keyboard.press("t");
      await expectAnnounce(page, w.clocks, "after T with a 5+0 clock");
    });
  });
}

// ---------------------------------------------------------------------------------------------
// 5. Target sizes (WCAG 2.5.8: at least 24 by 24 CSS pixels)

for (const [name, viewport] of [["phone 390x844", PHONE], ["desktop 1280x800", DESKTOP]]) {
  test(`target size (${name}): every visible button, select, input and summary is at least 24x24 px`, async () => {
    await app.withPage("?lang=en&sp=518", async (page) => {
      await typeMove(page, "e4"); // a move list with buttons, takeback enabled
      await expectFen(page, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
      await openAllDetails(page);
      await page.selectOption("#tc", "custom");
      await page.locator("#tc-min").waitFor({ state: "visible" });
      const counted = await page.$$eval("button, select, input, summary", (els) => els.filter((e) => e.checkVisibility()).length);
      assert.ok(counted > 20, `many controls measured (${counted})`);
      const small = await smallTargets(page);
      assert.deepEqual(
        small,
        [],
        `controls under 24x24 CSS px (${name}):\n${small.map((s) => `  ${s.what}: ${s.width}x${s.height}`).join("\n")}`,
      );
    }, viewport);
  });
}

test("target size: the castling buttons and the promotion buttons (phone)", async () => {
  await app.withPage(`?lang=en&${fenQuery("4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1")}`, async (page) => {
    assert.ok(await page.locator("#castle-oo").isVisible());
    assert.ok(await page.locator("#castle-ooo").isVisible());
    await tabToBoard(page);
    await keyMove(page, "b7", "b8");
    await page.locator("#promo").waitFor({ state: "visible", timeout: 5000 });
    const small = await smallTargets(page);
    assert.deepEqual(small, [], `small controls: ${JSON.stringify(small)}`);
  }, PHONE);
});

// ---------------------------------------------------------------------------------------------
// 6. Reduced motion, more contrast

/** Drags the king onto its own rook (a try at castling): the O-O button is pointed out. */
async function kingDragHint(page) {
  // Freeze the page's clock so the 2.5 s hint cannot run out on a slow machine.
  await page.clock.setFixedTime(new Date("2026-01-01T12:00:00Z"));
  await drag(page, "e1", "h1");
  await page.waitForFunction(() => document.getElementById("castle-oo").classList.contains("hint"), null, {
    timeout: 5000,
  });
}

test("prefers-reduced-motion: reduce: the castling hint does not animate", async () => {
  const fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
  // Without the preference the hint animates (so the check below can fail).
  await app.withPage(`?lang=en&${fenQuery(fen)}`, async (page) => {
    await kingDragHint(page);
    const name = await page.$eval("#castle-oo", (b) => getComputedStyle(b).animationName);
    assert.equal(name, "hint", "normally the hinted button pulses");
  });
  await app.withPage(`?lang=en&${fenQuery(fen)}`, async (page) => {
    assert.ok(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches));
    await kingDragHint(page);
    assert.equal(await fenOf(page), fen, "the drag did not move anything");
    const state = await page.evaluate(() => ({
      animations: document.getAnimations().map((a) => a.animationName ?? a.constructor.name),
      name: getComputedStyle(document.getElementById("castle-oo")).animationName,
      hinted: document.getElementById("castle-oo").classList.contains("hint"),
    }));
    assert.ok(state.hinted, "the button is pointed out");
    assert.equal(state.name, "none", "no animation on the hinted button");
    assert.deepEqual(state.animations, [], "no running animation on the page");
  }, { contextOptions: { reducedMotion: "reduce" } });
});

test("prefers-contrast: more turns the high-contrast board on", async () => {
  /** Colour of the centre of e4 (an empty light square in SP 518). */
  const e4Colour = (page) =>
    page.evaluate(() => {
      const c = document.getElementById("board");
      const copy = document.createElement("canvas");
      copy.width = c.width;
      copy.height = c.height;
      const ctx = copy.getContext("2d", { willReadFrequently: true });
      ctx.drawImage(c, 0, 0);
      const s = c.width / 8;
      return Array.from(ctx.getImageData(Math.floor(4.5 * s), Math.floor(4.5 * s), 1, 1).data);
    });
  // Without the preference: the normal board.
  await app.withPage("?lang=en&sp=518", async (page) => {
    assert.equal(await page.evaluate(() => document.body.classList.contains("high-contrast")), false);
    assert.equal(await page.isChecked("#contrast"), false);
    assert.ok(close(await e4Colour(page), LIGHT), "normal light square colour");
  });
  // With it (DevTools protocol media emulation, set before the page loads).
  await app.withPage(
    "?lang=en&sp=518",
    async (page) => {
      assert.ok(await page.evaluate(() => matchMedia("(prefers-contrast: more)").matches), "the preference is emulated");
      assert.equal(await page.evaluate(() => document.body.classList.contains("high-contrast")), true, "body.high-contrast");
      assert.equal(await page.isChecked("#contrast"), true, "the High contrast box is ticked");
      assert.ok(close(await e4Colour(page), [255, 255, 255]), `high-contrast light square is white: ${await e4Colour(page)}`);
      await shot(page, "a11y-prefers-contrast-more.png");
      await assertNoAxeViolations(page, "the game page with prefers-contrast: more");
    },
    {
      before: async (page, context) => {
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setEmulatedMedia", { features: [{ name: "prefers-contrast", value: "more" }] });
      },
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Screenshots of the keyboard focus (to be looked at), with the facts checked

for (const [name, viewport] of [["desktop", DESKTOP], ["phone", PHONE]]) {
  test(`focus screenshots (${name}): the focused square on light and dark squares`, async () => {
    await app.withPage("?lang=en&sp=518", async (page) => {
      assert.equal(await tabToBoard(page), "e2");
      const box = await page.locator("#board").boundingBox();
      const cell = box.width / 8;
      // e2 light with a pawn, d2 dark with a pawn, e3 dark empty, e4 light empty.
      for (const [sq, shade] of [["e2", "light"], ["d2", "dark"], ["e3", "dark"], ["e4", "light"]]) {
        await arrowTo(page, sq);
        await assertBoardFocus(page, `${name} ${sq}`);
        const c = await point(page, sq);
        const clip = {
          x: Math.max(0, c.x - 1.5 * cell),
          y: Math.max(0, c.y - 1.5 * cell),
          width: 3 * cell,
          height: 3 * cell,
        };
        await shot(page, `a11y-focus-${name}-${sq}-${shade}.png`, { clip });
      }
      await shot(page, `a11y-focus-${name}-board.png`, { clip: box });
    }, viewport);
  });
}
