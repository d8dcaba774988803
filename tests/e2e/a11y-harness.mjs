// Helpers of the accessibility tests (a11y.test.mjs): axe-core runs with readable failures,
// the live region, the board grid's keyboard cursor, Tab order, panels and target sizes.
import assert from "node:assert/strict";
import { AxeBuilder } from "@axe-core/playwright";

/**
 * Runs axe-core (every rule axe enables by default: WCAG 2.x A/AA and best practices) on `page`
 * and returns the violations as plain records.
 *
 * axe is injected through Playwright's `evaluate` (DevTools protocol), which the page's strict
 * Content-Security-Policy (script-src 'self' 'wasm-unsafe-eval') does not block: no
 * `bypassCSP` is needed, so axe checks the page exactly as it is served.
 */
export async function axeViolations(page) {
  const results = await new AxeBuilder({ page }).analyze();
  assert.ok(results.passes.length > 10, `axe ran its rules (${results.passes.length} passed)`);
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(" "), why: n.failureSummary?.replace(/\s*\n\s*/g, " / ") })),
  }));
}

/** The violations in words, one line per rule and one per element. */
export function formatViolations(violations) {
  return violations
    .map(
      (v) =>
        `  [${v.impact}] ${v.id}: ${v.help}\n` + v.nodes.map((n) => `      ${n.target}  -- ${n.why}`).join("\n"),
    )
    .join("\n");
}

/** Asserts that `violations` (from axeViolations) is empty, listing every one on failure. */
export function assertNone(violations, what) {
  assert.equal(
    violations.length,
    0,
    `axe: ${violations.length} violation(s) on ${what}:\n${formatViolations(violations)}`,
  );
}

/** Asserts that axe finds nothing on `page`; the failure lists every violation. */
export async function assertNoAxeViolations(page, what) {
  const violations = await axeViolations(page);
  assert.equal(
    violations.length,
    0,
    `axe: ${violations.length} violation(s) on ${what}:\n${formatViolations(violations)}`,
  );
}

/**
 * Opens every visible <details> panel the way a user does (a click on its summary); returns
 * how many panels are visible.
 */
export async function openAllDetails(page) {
  const summaries = page.locator("details > summary");
  let visible = 0;
  for (const s of await summaries.all()) {
    if (!(await s.isVisible())) continue;
    visible++;
    if (!(await s.evaluate((e) => e.parentElement.open))) await s.click();
    assert.ok(await s.evaluate((e) => e.parentElement.open), "the panel opened");
  }
  return visible;
}

/** The live region's text, without the no-break space the page adds to make a repeat new. */
export const announced = (page) => page.$eval("#announce", (e) => e.textContent.replace(/\u00a0$/, ""));

/**
 * Waits (generously) until the live region says `expected`, then asserts it, so a failure
 * shows what was said instead.
 */
export async function expectAnnounce(page, expected, what = "") {
  await page
    .waitForFunction((want) => document.getElementById("announce").textContent.replace(/\u00a0$/, "") === want, expected, {
      timeout: 5000,
    })
    .catch(() => {});
  const raw = await page.$eval("#announce", (e) => e.textContent);
  assert.equal(raw.replace(/\u00a0$/, ""), expected, `live region ${what}`);
  assert.ok(raw === expected || raw === expected + "\u00a0", `live region holds only the text: ${JSON.stringify(raw)}`);
}

/** The focused element: id, role, aria-label, whether it is a board cell. */
export const focused = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return {
      id: a?.id ?? "",
      role: a?.getAttribute("role") ?? "",
      label: a?.getAttribute("aria-label") ?? "",
      tag: a?.tagName ?? "",
      cell: a?.getAttribute("role") === "gridcell" && a.closest("#grid") !== null,
    };
  });

/** The square of the focused board cell ("e2"), asserting that a board cell has focus. */
export async function focusedSquare(page) {
  const f = await focused(page);
  assert.ok(f.cell, `a board cell has focus (focus is on ${f.tag}#${f.id} "${f.label}")`);
  const m = f.label.match(/^([a-h][1-8]), /);
  assert.ok(m, `the cell's name starts with its square: "${f.label}"`);
  return m[1];
}

/**
 * Facts about the keyboard focus on the board: exactly one cell in the tab order, and the
 * focused cell shows a visible focus indicator (`:focus-visible` with an outline).
 */
export async function assertBoardFocus(page, what = "") {
  const info = await page.evaluate(() => {
    const a = document.activeElement;
    const cells = [...document.querySelectorAll("#grid [role=gridcell]")];
    const cs = a ? getComputedStyle(a) : null;
    return {
      cell: cells.includes(a),
      tabbable: cells.filter((c) => c.getAttribute("tabindex") === "0").length,
      focusedIsTabbable: a?.getAttribute("tabindex") === "0",
      visible: a ? a.matches(":focus-visible") : false,
      outlineStyle: cs?.outlineStyle,
      outlineWidth: cs ? parseFloat(cs.outlineWidth) : 0,
      boxShadow: cs?.boxShadow,
    };
  });
  assert.ok(info.cell, `${what}: focus is on a board cell`);
  assert.equal(info.tabbable, 1, `${what}: exactly one board cell has tabindex=0 (roving tabindex)`);
  assert.ok(info.focusedIsTabbable, `${what}: the focused cell is the one in the tab order`);
  assert.ok(info.visible, `${what}: the focused cell matches :focus-visible`);
  assert.notEqual(info.outlineStyle, "none", `${what}: focus outline drawn (outline-style ${info.outlineStyle})`);
  assert.ok(info.outlineWidth >= 2, `${what}: focus outline at least 2px (${info.outlineWidth}px)`);
}

/** Presses Tab until a board cell has focus (at most `max` times); returns its square. */
export async function tabToBoard(page, max = 12) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if ((await focused(page)).cell) return focusedSquare(page);
  }
  assert.fail(`Tab reaches the board within ${max} presses`);
}

/**
 * Moves the board cursor from the focused cell to `target` with the arrow keys (white at the
 * bottom unless `flipped`), then asserts that the focused cell is `target`.
 */
export async function arrowTo(page, target, flipped = false) {
  const from = await focusedSquare(page);
  const df = target.charCodeAt(0) - from.charCodeAt(0);
  const dr = Number(target[1]) - Number(from[1]);
  const s = flipped ? -1 : 1;
  const right = df * s;
  const up = dr * s;
  for (let i = 0; i < Math.abs(right); i++) await page.keyboard.press(right > 0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(up); i++) await page.keyboard.press(up > 0 ? "ArrowUp" : "ArrowDown");
  assert.equal(await focusedSquare(page), target, `arrows from ${from} reach ${target}`);
}

/** Keyboard move on the board: cursor to `from`, Enter, cursor to `to`, Enter. */
export async function keyMove(page, from, to, { flipped = false, key = "Enter" } = {}) {
  await arrowTo(page, from, flipped);
  await page.keyboard.press(key);
  await arrowTo(page, to, flipped);
  await page.keyboard.press(key);
}

/** The move list's texts (the shared harness's). */
export { moveList } from "./harness.mjs";

/**
 * Every visible button, select, input and summary of the page whose box is smaller than
 * `min` CSS pixels in either direction: [{what, width, height}].
 */
export function smallTargets(page, min = 24) {
  return page.evaluate((min) => {
    const out = [];
    for (const el of document.querySelectorAll("button, select, input, summary, textarea, a[href]")) {
      if (!el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.width + 0.01 < min || r.height + 0.01 < min) {
        const name = el.id ? `#${el.id}` : el.className ? `.${String(el.className).split(" ")[0]}` : "";
        const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
        out.push({
          what: `${el.tagName.toLowerCase()}${name}${el.type && el.tagName === "INPUT" ? `[type=${el.type}]` : ""} "${text}"`,
          width: Math.round(r.width * 10) / 10,
          height: Math.round(r.height * 10) / 10,
        });
      }
    }
    return out;
  }, min);
}
