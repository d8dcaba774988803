//! Drawing: copies what the state says ([`App::panel`](ui::state::App::panel),
//! [`App::board_view`](ui::state::App::board_view), the move list, the clocks) into the
//! page. Reads the state, decides nothing.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, HtmlElement};

use super::els::set_field;
use super::Ui;
use dom::canvas;
use ui::i18n::{t, Key};
use ui::message::Place;
use ui::render;
use ui::state::MoveRow;
use ui::text;

/// Sets an element's text only when it differs (a rewrite would re-fire pointer events).
/// Writes `text` into `el` unless it is there already; whether it changed.
pub fn set_text(el: &Element, text: &str) -> bool {
    let changed = el.text_content().as_deref() != Some(text);
    if changed {
        el.set_text_content(Some(text));
    }
    changed
}

/// Scrolls the page (and any scrolling box) just enough to show `el`.
fn scroll_near(el: &Element) {
    let opts = web_sys::ScrollIntoViewOptions::new();
    opts.set_block(web_sys::ScrollLogicalPosition::Nearest);
    el.scroll_into_view_with_scroll_into_view_options(&opts);
}

fn set_attr(el: &Element, name: &str, value: &str) {
    if el.get_attribute(name).as_deref() != Some(value) {
        let _ = el.set_attribute(name, value);
    }
}

fn toggle_class(el: &Element, class: &str, on: bool) {
    let _ = el.class_list().toggle_with_force(class, on);
}

impl Ui {
    /// Draws the board (and the promotion picker's buttons over it).
    pub fn draw_board(&mut self) {
        self.size = canvas::fit_to_display(&self.els.canvas);
        let view = self.app.board_view();
        let cmds = render::draw_commands(&view, self.size);
        canvas::paint(&self.els.ctx, &cmds);
    }

    /// Redraws the whole page from the state.
    pub fn render_all(&mut self) {
        self.app.end_hidden_preview();
        self.draw_board();
        // Until the texts are here, the markup's own labels stay (and nothing says "").
        self.ensure_texts();
        if !self.texts.ready() {
            return;
        }
        // The message, in full when the second module can say more.
        let lang = self.app.lang;
        let detail = self.app.shown_notice().and_then(|n| n.msg.detail());
        let detail = detail.and_then(|d| self.detail_text(&d));
        let shown = self.app.shown_notice();
        let notice = shown.map(|n| (n.error, n.msg.text_with(lang, detail.as_deref())));
        let at = shown.map_or(Place::Top, |n| n.at);
        let app = &self.app;
        let p = app.panel();
        let e = &self.els;
        if let Some(html) = e.canvas.owner_document().and_then(|d| d.document_element()) {
            set_attr(&html, "lang", lang.code());
        }
        for (key, el) in &e.labels {
            let text = t(lang, *key);
            if !text.is_empty() {
                set_text(el, text);
            }
        }
        for (key, el) in &e.aria_labels {
            let text = t(lang, *key);
            if !text.is_empty() {
                set_attr(el, "aria-label", text);
            }
        }
        set_attr(&e.canvas, "aria-label", t(lang, Key::Board));
        set_text(&e.status, self.texts.failure().unwrap_or(&p.status));
        // The live region above the board says every message; one said next to a control is
        // shown there and only read (not shown) above the board.
        let placed = at != Place::Top;
        match &notice {
            Some((error, text)) => {
                set_text(&e.notice, text);
                toggle_class(&e.notice_row, "empty", false);
                toggle_class(&e.notice, "sr-only", placed);
                toggle_class(&e.notice, "error", *error);
            }
            None => {
                set_text(&e.notice, "");
                toggle_class(
                    &e.notice_row,
                    "empty",
                    !(p.elsewhere || p.previous_kept || p.update),
                );
            }
        }
        // One message line, moved to just after the row of the control used.
        if placed && at != self.note_at {
            // The row or button the message belongs under is marked `data-note="<place>"`.
            let mut sel = String::from("[data-note=\"");
            sel.push(char::from(b'0' + at as u8));
            sel.push_str("\"]");
            if let Ok(Some(a)) = self.doc.query_selector(&sel) {
                let _ = a.after_with_node_1(&e.note);
            }
        }
        self.note_at = at;
        let error = placed && notice.as_ref().is_some_and(|(error, _)| *error);
        let new_text = set_text(
            &e.note,
            notice
                .as_ref()
                .filter(|_| placed)
                .map_or("", |(_, t)| t.as_str()),
        );
        e.note.set_hidden(!placed || notice.is_none());
        if new_text && placed && notice.is_some() {
            // A new message next to a control is brought into view (a phone's keyboard or a
            // long panel may hide it).
            scroll_near(&e.note);
        }
        toggle_class(&e.note, "error", error);
        for (place, field) in [
            (Place::Import, &e.import as &Element),
            (Place::MoveEntry, &e.move_entry),
            (Place::Number, &e.number),
            (Place::FenIn, &e.fen_in),
        ] {
            let invalid = error && at == place;
            set_attr(
                field,
                "aria-invalid",
                if invalid { "true" } else { "false" },
            );
        }
        e.play_here.set_hidden(!p.elsewhere);
        e.resume_previous.set_hidden(!p.previous_kept);
        e.update_reload.set_hidden(!p.update);
        set_text(&e.sp, &p.sp);
        for (b, c) in e.castle.iter().zip(&p.castle) {
            set_text(b, t(lang, c.label));
            b.set_hidden(!c.shown);
            toggle_class(b, "hint", c.hinted);
            set_attr(b, "title", t(lang, Key::CastlePreviewHint));
        }
        match &p.result {
            Some(text) => {
                set_text(&e.result_text, text);
                e.result.set_hidden(false);
            }
            None => e.result.set_hidden(true),
        }
        self.place_promotion();
        let e = &self.els;
        e.live.set_hidden(!p.live_shown);
        for b in &e.nav {
            b.set_disabled(p.nav_disabled);
        }
        e.takeback.set_disabled(p.takeback_disabled);
        for (b, on) in e.resign.iter().zip(p.resign) {
            b.set_disabled(!on);
        }
        e.draw.set_disabled(!p.draw);
        toggle_class(&e.status, "thinking", p.thinking);
        toggle_class(&e.status, "opening", app.opening_link);
        match p.claim {
            Some(k) => {
                set_text(&e.claim, t(lang, k));
                e.claim.set_hidden(false);
            }
            None => e.claim.set_hidden(true),
        }
        match &p.ask {
            Some((text, yes, no)) => {
                set_text(&e.ask_text, text);
                set_text(&e.ask_yes, t(lang, *yes));
                set_text(&e.ask_no, t(lang, *no));
                e.ask.set_hidden(false);
            }
            None => e.ask.set_hidden(true),
        }
        if e.hot_seat.checked() != app.hot_seat {
            e.hot_seat.set_checked(app.hot_seat);
        }
        if e.exclude_518.checked() != app.exclude_518 {
            e.exclude_518.set_checked(app.exclude_518);
        }
        let (who, level) = app.opponent_form();
        set_field(&e.opponent, who);
        set_field(&e.level, &level);
        set_field(&e.tc, &p.tc_menu);
        e.tc_custom.set_hidden(!p.tc_custom);
        e.tc_error.set_hidden(!p.tc_invalid);
        for f in [&e.tc_min, &e.tc_inc] {
            set_attr(
                f,
                "aria-invalid",
                if p.tc_invalid { "true" } else { "false" },
            );
        }
        if let (Some((m, s)), false, true) = (app.tc, p.tc_invalid, p.tc_custom) {
            for (f, v) in [(&e.tc_min, m), (&e.tc_inc, s)] {
                set_field(f, &text::num(u64::from(v)));
            }
        }
        let fen = app.fen();
        set_field(&e.fen, &fen);
        for (name, input) in &e.tags {
            set_field(input, app.tag(name));
        }
        if e.pgn_box.open() {
            if let Some(pgn) = self.pgn_for_box() {
                set_field(&self.els.pgn, &pgn);
            }
        }
        if self.els.embed_box.open() {
            if let Some(code) = self.embed_for_box() {
                set_field(&self.els.embed_code, &code);
            }
        }
        let e = &self.els;
        set_attr(&e.import, "placeholder", t(lang, Key::ImportHint));
        set_field(&e.lang, lang.code());
        self.prepare_computer();
        self.render_grid();
        self.render_moves();
        self.render_clocks();
        self.fit_board();
    }

    /// The board as large as the window allows: the CSS gives the width (and a first guess),
    /// and here the height the other rows leave is measured (`--board-h`), so the whole board
    /// stays in view whatever rows show (a message, clocks).
    pub fn fit_board(&mut self) {
        let (Some(window), Some(body)) = (dom::host::window(), self.doc.body()) else {
            return;
        };
        let h = window
            .inner_height()
            .ok()
            .and_then(|v| v.as_f64())
            .unwrap_or(0.0);
        let mut changed = false;
        for _ in 0..2 {
            // The rows of the board's own column must fit; the controls below may scroll in a
            // frame that is too short for them (the snippet's height leaves room for them).
            let board = self.els.canvas.get_bounding_client_rect();
            let pad = if self.embed { 0.0 } else { 16.0 };
            let others = self.rows_beside_board(&board) + pad;
            let want = (h - others).floor().max(120.0);
            let mut v = text::num(want as u64);
            v.push_str("px");
            if body.style().get_property_value("--board-h").ok().as_deref() == Some(v.as_str()) {
                break;
            }
            let _ = body.style().set_property("--board-h", &v);
            changed = true;
        }
        if changed {
            self.draw_board();
        }
    }

    /// The heights of the rows above and below the board in its column (bars, message,
    /// clocks), with their gaps; rows beside the board (a phone on its side) do not count.
    fn rows_beside_board(&self, board: &web_sys::DomRect) -> f64 {
        let Some(play) = self.els.grid.closest(".play").ok().flatten() else {
            return 0.0;
        };
        let mut sum = 0.0;
        let mut next = play.first_element_child();
        while let Some(row) = next {
            next = row.next_element_sibling();
            let r = row.get_bounding_client_rect();
            let above_or_below = r.left() < board.right() && r.right() > board.left();
            let is_board = r.top() >= board.top() - 1.0 && r.bottom() <= board.bottom() + 1.0;
            if above_or_below && !is_board && r.height() > 0.0 {
                sum += r.height() + 4.8;
            }
        }
        sum
    }

    /// The board grid for the keyboard and screen readers: each cell's name and the one cell
    /// in the tab order; the live region; the high-contrast class.
    fn render_grid(&mut self) {
        let app = &self.app;
        let e = &self.els;
        let cursor = self.cursor_cell();
        for (i, ((_, label), cell)) in app.cell_labels().iter().zip(&e.cells).enumerate() {
            set_attr(cell, "aria-label", label);
            set_attr(cell, "tabindex", if i == cursor { "0" } else { "-1" });
        }
        if app.announce_seq != self.announced {
            self.announced = app.announce_seq;
            // A no-break space on every other message makes a repeated text new again.
            let mut text = app.announce.clone();
            if app.announce_seq % 2 == 1 {
                text.push('\u{a0}');
            }
            set_text(&self.els.announce, &text);
        }
        if let Some(b) = self.doc.body() {
            toggle_class(&b, "high-contrast", self.app.high_contrast);
        }
        if self.els.contrast.checked() != self.app.high_contrast {
            self.els.contrast.set_checked(self.app.high_contrast);
        }
        if self.els.figurines.checked() != self.app.figurines {
            self.els.figurines.set_checked(self.app.figurines);
        }
    }

    /// Puts the promotion picker's buttons over the squares where the board draws the pieces.
    fn place_promotion(&self) {
        let e = &self.els;
        let Some(choices) = self.app.promotion_squares() else {
            e.promo.set_hidden(true);
            return;
        };
        e.promo.set_hidden(false);
        for (b, (sq, _)) in e.promo_choices.iter().zip(choices) {
            let (col, row) = render::screen_cell(sq, self.app.flipped);
            let style = b.style();
            // n × 12.5 %, written exactly (12.5, 25, 37.5 …).
            let pct = |n: u8| {
                let tenths = u64::from(n) * 125;
                let mut s = text::num(tenths / 10);
                if tenths % 10 != 0 {
                    s.push('.');
                    s.push_str(&text::num(tenths % 10));
                }
                s.push('%');
                s
            };
            let _ = style.set_property("left", &pct(col));
            let _ = style.set_property("top", &pct(row));
        }
    }

    /// Updates the clock faces only (called ten times a second while a clock runs).
    pub fn render_clocks(&self) {
        let e = &self.els;
        let app = &self.app;
        let body = e.canvas.owner_document().and_then(|d| d.body());
        let faces = app.clock_faces();
        if let Some(b) = &body {
            toggle_class(b, "has-clock", faces.is_some());
        }
        let Some(faces) = faces else {
            for c in &e.clocks {
                c.row.set_hidden(true);
            }
            e.clock_toggle.set_hidden(true);
            return;
        };
        for (c, f) in e.clocks.iter().zip(faces) {
            c.row.set_hidden(false);
            // The players' names when the game has them (a club evening's board), else the colour.
            let name = app.tag(f.color.fold("White", "Black"));
            let name = if name.is_empty() {
                t(app.lang, f.color.fold(Key::White, Key::Black))
            } else {
                name
            };
            set_text(&c.name, name);
            set_text(&c.time, &f.time);
            toggle_class(&c.row, "running", f.running);
            toggle_class(&c.row, "low", f.low);
            toggle_class(&c.row, "flagged", f.flagged);
            set_attr(&c.row, "data-color", f.color.fold("white", "black"));
        }
        match app.clock_toggle_label() {
            Some(k) => {
                e.clock_toggle.set_hidden(false);
                set_text(&e.clock_toggle, t(app.lang, k));
            }
            None => e.clock_toggle.set_hidden(true),
        }
    }

    /// The move list, rebuilt only when it changes.
    fn render_moves(&mut self) {
        let rows = self.app.move_rows();
        let shown = self.app.shown_ply();
        let mut sig = text::num(shown as u64);
        for (_, w, b) in &rows {
            for (ply, san) in [w, b].into_iter().flatten() {
                sig.push(' ');
                sig.push_str(&text::num(*ply as u64));
                sig.push_str(san);
            }
        }
        // A finished game's result ends the list, as in a score sheet.
        let result = self.app.game.outcome().map(|o| o.result.as_pgn());
        if let Some(r) = result {
            sig.push(' ');
            sig.push_str(r);
        }
        if self.app.figurines {
            sig.push_str(" fig");
            self.load_figurines();
        }
        if sig == self.rows_cache {
            return;
        }
        self.rows_cache = sig;
        let english = self.app.figurines.then(|| self.app.game.sans());
        fill_moves(&self.els.moves, &rows, shown, english, result);
    }

    /// Adds the figurines' stylesheet to the page the first time they are turned on.
    fn load_figurines(&mut self) {
        if self.figurines_loaded {
            return;
        }
        self.figurines_loaded = true;
        // (In the body: a stylesheet link works there too, and the page's wasm needs no
        // lookup of the head.)
        if let (Ok(link), Some(body)) = (self.doc.create_element("link"), self.doc.body()) {
            let _ = link.set_attribute("rel", "stylesheet");
            let _ = link.set_attribute("href", "figurines.css");
            let _ = body.append_child(&link);
        }
    }
}

/// Writes a move into its button: text, or with figurines our piece drawings for the piece
/// letters (the button's name stays the move in letters, for screen readers).
fn write_move(doc: &web_sys::Document, b: &HtmlButtonElement, san: &str, english: Option<&str>) {
    let Some(english) = english else {
        b.set_text_content(Some(san));
        return;
    };
    b.set_text_content(None);
    let _ = b.set_attribute("aria-label", san);
    let mut run = String::new();
    for c in english.chars() {
        match ui::figurines::class_of(c) {
            Some(class) => {
                if !run.is_empty() {
                    let _ = b.append_with_str_1(&run);
                    run.clear();
                }
                if let Ok(span) = doc.create_element("span") {
                    span.set_class_name(class);
                    let _ = span.set_attribute("aria-hidden", "true");
                    let _ = b.append_child(&span);
                }
            }
            None => run.push(c),
        }
    }
    if !run.is_empty() {
        let _ = b.append_with_str_1(&run);
    }
}

fn fill_moves(
    list: &HtmlElement,
    rows: &[MoveRow],
    shown: usize,
    english: Option<&[String]>,
    result: Option<&str>,
) {
    let Some(doc) = list.owner_document() else {
        return;
    };
    list.set_text_content(None);
    for (number, white, black) in rows {
        let Ok(li) = doc.create_element("li") else {
            return;
        };
        // The number as text: a list's own numbering stops at 2^31 (an `li` value is an i32).
        if let Ok(n) = doc.create_element("span") {
            n.set_class_name("n");
            let mut t = text::num(u64::from(*number));
            t.push('.');
            n.set_text_content(Some(&t));
            let _ = li.append_child(&n);
        }
        for cell in [white, black] {
            let Ok(b) = doc.create_element("button") else {
                return;
            };
            let b: HtmlButtonElement = b.unchecked_into();
            b.set_class_name("mv");
            b.set_type("button");
            match cell {
                Some((ply, san)) => {
                    let en = english
                        .and_then(|e| e.get(ply.wrapping_sub(1)))
                        .map(String::as_str);
                    write_move(&doc, &b, san, en);
                    let _ = b.set_attribute("data-ply", &text::num(*ply as u64));
                    if *ply == shown {
                        let _ = b.class_list().add_1("current");
                        let _ = b.set_attribute("aria-current", "true");
                    }
                }
                None => {
                    b.set_text_content(Some("…"));
                    b.set_disabled(true);
                }
            }
            let _ = li.append_child(&b);
        }
        let _ = list.append_child(&li);
    }
    if let (Some(r), Ok(li)) = (result, doc.create_element("li")) {
        li.set_class_name("res");
        li.set_text_content(Some(r));
        let _ = list.append_child(&li);
    }
    if let Ok(Some(cur)) = list.query_selector(".current") {
        scroll_near(&cur);
    }
}
