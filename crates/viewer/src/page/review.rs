//! The viewer's analysis panel (issue 21): the setting, the Analyse/Cancel button, the
//! progress, the players' summary, next/previous mistake per side, the evaluation graph (a
//! canvas; a click goes to that move) with its text equivalent, the marks in the move list
//! with their words for screen readers, and the best move's arrow on the board. Every decision
//! is `ui::viewer::review`'s; this binds, draws and runs the engine's worker (its own,
//! `engine/worker.js`, with the typed messages of `protocol` through serde-wasm-bindgen).
//! When the analysis ends, the address's PGN is replaced by the analysed one (`[%eval]`,
//! NAGs), so a reload shows it again without analysing.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, HtmlButtonElement, HtmlCanvasElement, HtmlElement, HtmlSelectElement,
    MessageEvent, Worker, WorkerOptions, WorkerType,
};

use super::{clicked_number, el, listen, text_el, Page, Shared};
use protocol::{FromWorker, SearchRequest};
use ui::analysis::{pgn, Mark};
use ui::i18n::Lang;
use ui::viewer::review::{eval_short, key, mark_word, Review, Setting, Status};
use ui::viewer::review_texts::{t, Key};
use ui::viewer::Step;

thread_local! {
    /// The analysis's worker, while it runs.
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
}

/// The panel's elements and the review.
pub struct Panel {
    /// The shown game's analysis.
    pub review: Review,
    setting: HtmlSelectElement,
    go: HtmlButtonElement,
    progress: HtmlElement,
    status: HtmlElement,
    summary: [HtmlElement; 2],
    graph: HtmlCanvasElement,
    text: HtmlElement,
    line: HtmlElement,
    /// Opened by the game page's Analyse (`analyse=1`): the finished analysis is also kept
    /// with the game page's saved game.
    pub from_game: bool,
}

/// Builds the panel under `side`.
pub fn build(doc: &Document, side: &Element, lang: Lang, review: Review) -> Result<Panel, JsValue> {
    let section = el(doc, side, "section", "vw-an")?;
    section.set_attribute("aria-labelledby", "vw-an-h")?;
    text_el(doc, &section, "h2", "vw-h2", t(lang, Key::Analysis))?.set_id("vw-an-h");
    let row = el(doc, &section, "div", "vw-nav")?;
    let label = el(doc, &row, "label", "vw-an-set")?;
    text_el(doc, &label, "span", "", t(lang, Key::Setting))?;
    let setting: HtmlSelectElement = el(doc, &label, "select", "")?.unchecked_into();
    setting.set_id("vw-an-setting");
    for k in [Key::Quick, Key::Deep] {
        text_el(doc, &setting, "option", "", t(lang, k))?;
    }
    let go: HtmlButtonElement =
        text_el(doc, &row, "button", "vw-btn vw-an-go", "")?.unchecked_into();
    go.set_type("button");
    go.set_id("vw-an-go");
    let progress = el(doc, &section, "progress", "vw-an-progress")?;
    progress.set_attribute("aria-label", t(lang, Key::Progress))?;
    progress.set_hidden(true);
    let status = el(doc, &section, "p", "vw-an-status")?;
    status.set_attribute("role", "status")?;
    let line = el(doc, &section, "p", "vw-an-line")?;
    let summary = [
        el(doc, &section, "p", "vw-an-sum")?,
        el(doc, &section, "p", "vw-an-sum")?,
    ];
    let jumps = el(doc, &section, "div", "vw-nav vw-an-jumps")?;
    for (i, (white, forward)) in [(true, false), (true, true), (false, false), (false, true)]
        .iter()
        .enumerate()
    {
        let side = t(lang, if *white { Key::White } else { Key::Black });
        let what = t(
            lang,
            if *forward {
                Key::NextMistake
            } else {
                Key::PrevMistake
            },
        );
        let b = text_el(doc, &jumps, "button", "vw-btn", &format!("{side}: {what}"))?;
        b.set_attribute("type", "button")?;
        b.set_attribute("data-jump", &i.to_string())?;
    }
    let graph: HtmlCanvasElement = el(doc, &section, "canvas", "vw-an-graph")?.unchecked_into();
    graph.set_attribute("role", "img")?;
    graph.set_attribute("aria-label", t(lang, Key::Graph))?;
    let details = el(doc, &section, "details", "vw-an-text")?;
    text_el(doc, &details, "summary", "", t(lang, Key::GraphText))?;
    let text = el(doc, &details, "ol", "vw-an-list")?;
    text_el(doc, &section, "p", "vw-help", t(lang, Key::KeysHelp))?;
    Ok(Panel {
        review,
        setting,
        go,
        progress,
        status,
        summary,
        graph,
        text,
        line,
        from_game: false,
    })
}

/// Binds the panel's controls.
pub fn bind(page: &Shared) -> Result<(), JsValue> {
    let (go, graph, jumps) = {
        let p = page.borrow();
        let jumps = p.review.summary[1]
            .next_element_sibling()
            .ok_or_else(|| JsValue::from_str("no jumps"))?;
        (p.review.go.clone(), p.review.graph.clone(), jumps)
    };
    let p = page.clone();
    listen(&go, "click", move |_: web_sys::MouseEvent| toggle(&p))?;
    let p = page.clone();
    let g = graph.clone();
    listen(&graph, "click", move |e: web_sys::MouseEvent| {
        let w = f64::from(g.client_width().max(1));
        let mut page = p.borrow_mut();
        let n = page.review.review.analysis.positions.len();
        if n < 2 {
            return;
        }
        let ply = ((f64::from(e.offset_x()) / w) * (n - 1) as f64).round() as usize;
        let node = page.v.tree.main_line_at(ply.min(n - 1));
        page.step(Step::To(node));
    })?;
    let p = page.clone();
    listen(&jumps, "click", move |e: web_sys::MouseEvent| {
        if let Some(i) = clicked_number(&e, "data-jump") {
            p.borrow_mut().jump(i % 2 == 1, i < 2);
        }
    })?;
    Ok(())
}

/// The Analyse/Cancel button: starts at the chosen setting, or cancels.
pub fn toggle(page: &Shared) {
    let running = matches!(page.borrow().review.review.status, Status::Running(_));
    if running {
        stop_worker();
        let mut p = page.borrow_mut();
        p.review.review.cancel();
        p.show_review(true);
        return;
    }
    let first = {
        let mut p = page.borrow_mut();
        let setting = if p.review.setting.selected_index() == 1 {
            Setting::Deep
        } else {
            Setting::Quick
        };
        let q = p.review.review.start(setting);
        p.show_review(true);
        q
    };
    if let Some(q) = first {
        if !start_worker(page) {
            let mut p = page.borrow_mut();
            p.review.review.fail();
            p.show_review(true);
            return;
        }
        post(&q);
    }
}

fn start_worker(page: &Shared) -> bool {
    if WORKER.with(|w| w.borrow().is_some()) {
        return true;
    }
    let Some(url) = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("__rokadeWorker"))
        .ok()
        .and_then(|v| v.as_string())
    else {
        return false;
    };
    let opts = WorkerOptions::new();
    opts.set_type(WorkerType::Module);
    let Ok(worker) = Worker::new_with_options(&url, &opts) else {
        return false;
    };
    let p = page.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let Ok(msg) = serde_wasm_bindgen::from_value::<FromWorker>(ev.data()) else {
            return;
        };
        if matches!(msg, FromWorker::Progress(_)) {
            return;
        }
        let next = {
            let Ok(mut page) = p.try_borrow_mut() else {
                return;
            };
            let next = page.review.review.on_message(&msg);
            page.show_review(next.is_none());
            next
        };
        match next {
            Some(q) => post(&q),
            None => {
                stop_worker();
                if let Ok(page) = p.try_borrow() {
                    page.keep_in_address();
                }
            }
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let p = page.clone();
    let on_error = Closure::<dyn FnMut()>::new(move || {
        stop_worker();
        if let Ok(mut page) = p.try_borrow_mut() {
            page.review.review.fail();
            page.show_review(true);
        }
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    WORKER.with(|w| *w.borrow_mut() = Some(worker));
    true
}

fn post(q: &SearchRequest) {
    WORKER.with(|w| {
        if let (Some(worker), Ok(v)) = (w.borrow().as_ref(), serde_wasm_bindgen::to_value(q)) {
            let _ = worker.post_message(&v);
        }
    });
}

/// Ends the worker (cancel: its search stops with it).
pub fn stop_worker() {
    WORKER.with(|w| {
        if let Some(worker) = w.borrow_mut().take() {
            worker.terminate();
        }
    });
}

/// The handled key of the analysis (`n`, `p`, `N`, `P`): `true` when it was one.
pub fn on_key(page: &mut Page, k: &str) -> bool {
    match key(k) {
        Some((forward, white)) if page.review.review.shown() => {
            page.jump(forward, white);
            true
        }
        _ => false,
    }
}

impl Page {
    /// Goes to the next or previous marked move of a side, or says there is none.
    fn jump(&mut self, forward: bool, white: bool) {
        let here = Review::ply_of(&self.v.tree, self.v.current).unwrap_or(0);
        match self
            .review
            .review
            .analysis
            .next_mark(here, forward, white, false)
        {
            Some(ply) => {
                let node = self.v.tree.main_line_at(ply);
                self.step(Step::To(node));
            }
            None => self.say(t(self.lang, Key::NoMore)),
        }
    }

    /// The panel after a change: the button, progress, status, summary, text, marks, graph;
    /// `say` announces the status (not at every position).
    pub(super) fn show_review(&self, say: bool) {
        let lang = self.lang;
        let r = &self.review.review;
        let running = matches!(r.status, Status::Running(_));
        self.review.go.set_text_content(Some(t(
            lang,
            if running { Key::Cancel } else { Key::Analyse },
        )));
        self.review.setting.set_disabled(running);
        let (done, all) = r.progress();
        let bar = &self.review.progress;
        let _ = bar.set_attribute("max", &all.to_string());
        let _ = bar.set_attribute("value", &done.to_string());
        bar.set_hidden(!running);
        let status = match r.status {
            Status::Running(_) => format!("{} {done} / {all}", t(lang, Key::Progress)),
            Status::Finished => t(lang, Key::Finished).to_string(),
            Status::Cancelled => t(lang, Key::Cancelled).to_string(),
            Status::Failed => t(lang, Key::Failed).to_string(),
            Status::Idle => String::new(),
        };
        if say || !running {
            self.review.status.set_text_content(Some(&status));
        }
        let shown = r.shown();
        for (i, p) in self.review.summary.iter().enumerate() {
            p.set_text_content(shown.then(|| r.summary(lang, i == 0)).as_deref());
        }
        self.review.graph.set_hidden(!shown);
        self.decorate_moves();
        // The board too: the shown position's arrow may have just become known.
        self.draw();
        self.draw_graph();
    }

    /// The marks in the move list (a symbol where the PGN gave none) and each main-line
    /// move's words for screen readers; the graph's text equivalent.
    pub(super) fn decorate_moves(&self) {
        let r = &self.review.review;
        let lang = self.lang;
        let doc = &self.doc;
        self.review.text.set_text_content(None);
        for (node, b) in &self.move_buttons {
            let Some(ply) = Review::ply_of(&self.v.tree, *node) else {
                continue;
            };
            let Some(n) = self.v.tree.node(*node) else {
                continue;
            };
            // The words say the mark: the label has the move without its symbols.
            let text = ui::viewer::list::move_head(&self.v.tree, *node, true, lang);
            let words = r.move_words(&self.v.tree, ply, lang);
            let mark = r.analysis.mark(ply);
            // The list's own text is kept in `data-plain` while a symbol is added to it.
            let _ = b.remove_attribute("data-mark");
            if let Some(plain) = b.get_attribute("data-plain") {
                b.set_text_content(Some(&plain));
                let _ = b.remove_attribute("data-plain");
            }
            if let Some(m) = mark {
                let _ = b.set_attribute("data-mark", m.symbol());
                if !n.nags.contains(&m.nag()) {
                    let plain = b.text_content().unwrap_or_default();
                    b.set_text_content(Some(&[plain.as_str(), m.symbol()].concat()));
                    let _ = b.set_attribute("data-plain", &plain);
                }
            }
            if words.is_empty() {
                let _ = b.remove_attribute("aria-label");
            } else {
                let _ = b.set_attribute("aria-label", &[text.as_str(), &words].concat());
                if let Ok(li) = doc.create_element("li") {
                    let eval = r.analysis.eval(ply).map(eval_short).unwrap_or_default();
                    let mut line = [text.as_str(), ": ", &eval].concat();
                    if let Some(m) = mark {
                        line.push_str(" (");
                        line.push_str(mark_word(lang, m));
                        line.push(')');
                    }
                    li.set_text_content(Some(&line));
                    let _ = self.review.text.append_child(&li);
                }
            }
        }
    }

    /// The evaluation graph: White's winning chances after every move (White's area light),
    /// marked moves as dots, the shown move as a line.
    pub(super) fn draw_graph(&self) {
        let here = Review::ply_of(&self.v.tree, self.v.current);
        let line = here.and_then(|p| self.review.review.line_text(&self.v.tree, p, self.lang));
        self.review.line.set_text_content(line.as_deref());
        let c = &self.review.graph;
        let curve = self.review.review.curve();
        let dpr = dom::host::window().map_or(1.0, |w| w.device_pixel_ratio());
        let (w, h) = (
            (f64::from(c.client_width()) * dpr).max(1.0),
            (f64::from(c.client_height()) * dpr).max(1.0),
        );
        c.set_width(w as u32);
        c.set_height(h as u32);
        let Ok(ctx) = dom::canvas::context(c) else {
            return;
        };
        ctx.set_fill_style_str("#2b2926");
        ctx.fill_rect(0.0, 0.0, w, h);
        let n = curve.len();
        if n < 2 {
            return;
        }
        let x = |i: usize| i as f64 * w / (n - 1) as f64;
        let y = |v: f64| (1.0 - v) / 2.0 * h;
        ctx.begin_path();
        ctx.move_to(0.0, h);
        let mut last = 0.0;
        for (i, v) in curve.iter().enumerate() {
            let v = v.unwrap_or(last);
            last = v;
            ctx.line_to(x(i), y(v));
        }
        ctx.line_to(w, h);
        ctx.close_path();
        ctx.set_fill_style_str("#e8e4dc");
        ctx.fill();
        ctx.set_stroke_style_str("#7a7670");
        ctx.set_line_width(dpr);
        ctx.begin_path();
        ctx.move_to(0.0, h / 2.0);
        ctx.line_to(w, h / 2.0);
        ctx.stroke();
        for (i, v) in curve.iter().enumerate() {
            let (Some(v), Some(m)) = (v, self.review.review.analysis.mark(i)) else {
                continue;
            };
            ctx.set_fill_style_str(match m {
                Mark::Inaccuracy => "#56b4e9",
                Mark::Mistake => "#e69f00",
                Mark::Blunder => "#d55e00",
            });
            ctx.begin_path();
            let _ = ctx.arc(x(i), y(*v), 3.5 * dpr, 0.0, std::f64::consts::TAU);
            ctx.fill();
        }
        if let Some(ply) = Review::ply_of(&self.v.tree, self.v.current) {
            ctx.set_stroke_style_str("#d4a017");
            ctx.set_line_width(2.0 * dpr);
            ctx.begin_path();
            ctx.move_to(x(ply), 0.0);
            ctx.line_to(x(ply), h);
            ctx.stroke();
        }
    }

    /// The engine's best move in the shown position as an arrow on the board.
    pub(super) fn draw_arrow(&self, ctx: &web_sys::CanvasRenderingContext2d, size: f64) {
        let Some(ply) = Review::ply_of(&self.v.tree, self.v.current) else {
            return;
        };
        let Some((from, to)) = self.review.review.best_squares(&self.v.tree, ply) else {
            return;
        };
        let centre = |sq| {
            let (x, y, w, h) = ui::render::square_rect(sq, size, self.v.flipped);
            (x + w / 2.0, y + h / 2.0)
        };
        let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        let head = size / 22.0;
        let (bx, by) = (x2 - ux * head * 1.6, y2 - uy * head * 1.6);
        ctx.set_global_alpha(0.8);
        ctx.set_stroke_style_str("#15781b");
        ctx.set_fill_style_str("#15781b");
        ctx.set_line_width(size / 60.0);
        ctx.set_line_cap("round");
        ctx.begin_path();
        ctx.move_to(x1, y1);
        ctx.line_to(bx, by);
        ctx.stroke();
        ctx.begin_path();
        ctx.move_to(x2, y2);
        ctx.line_to(bx - uy * head, by + ux * head);
        ctx.line_to(bx + uy * head, by - ux * head);
        ctx.close_path();
        ctx.fill();
        ctx.set_global_alpha(1.0);
    }

    /// Replaces the address's PGN by its games with the shown one's analysis written in (and
    /// `game=` naming it), so a reload keeps it.
    fn keep_in_address(&self) {
        let r = &self.review.review;
        let Some(game) = self.v.game() else { return };
        let mut pg = game.clone();
        pgn::write(&mut pg, &r.analysis);
        let mut url = String::from("?view=1&lang=");
        url.push_str(self.lang.code());
        if self.v.flipped {
            url.push_str("&flip=1");
        }
        // A round's other games stay in the address, the analysed one in its place.
        let mut games = self.v.games.clone();
        if let Some(g) = games.get_mut(self.v.chosen) {
            *g = pg.clone();
        }
        if games.len() > 1 {
            url.push_str("&game=");
            url.push_str(&(self.v.chosen + 1).to_string());
        }
        url.push_str("#pgn=");
        url.push_str(&ui::percent::percent_encode(&rules::pgn::write_games(
            &games,
        )));
        let window = dom::host::window();
        if let Some(h) = window.as_ref().and_then(|w| w.history().ok()) {
            let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
        }
        // The game page's saved game keeps it too, when it is that game.
        let storage = window.and_then(|w| w.local_storage().ok().flatten());
        if let (true, Some(st)) = (self.review.from_game, storage) {
            let key = ui::storage_key::GAME_KEY;
            let kept = st
                .get_item(key)
                .ok()
                .flatten()
                .and_then(|saved| ui::analysis::keep::keep_in_saved(&saved, &pg));
            if let Some(text) = kept {
                let _ = st.set_item(key, &text);
            }
        }
    }
}
