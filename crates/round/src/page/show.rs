//! What the screen shows: the diagrams painted at their displayed size, every text and state
//! of the controls from the page's state, and the print pages made when someone prints.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlCanvasElement, HtmlElement};

use super::elements::{copy, el};
use super::Page;
use crate::logic as round;
use crate::texts::{problem_text, t as rt, Key};
use dom::canvas;
use ui::render::{self, DrawCmd};
use ui::speech::capitalised_piece_name;

/// Backing sizes of the printed diagrams, in pixels.
const PRINT_BOARD: u32 = 1200;
const PRINT_RANK: u32 = 1600;

/// Paints `cmds` into a fresh canvas of `w` x `h` pixels and returns it as a PNG data URL.
fn snapshot(doc: &Document, w: u32, h: u32, cmds: &[DrawCmd]) -> Result<String, JsValue> {
    let c: HtmlCanvasElement = el(doc, "canvas", "")?.unchecked_into();
    c.set_width(w);
    c.set_height(h);
    canvas::paint(&canvas::context(&c)?, cmds);
    c.to_data_url()
}

impl Page {
    /// Paints the on-screen diagrams at their displayed size (sharp at any pixel ratio).
    pub(super) fn paint(&self) {
        let Some(sp) = self.q.sp else { return };
        let rank = round::back_rank(sp);
        let e = &self.e;
        let size = canvas::fit_to_display(&e.board);
        if let Ok(ctx) = canvas::context(&e.board) {
            canvas::paint(
                &ctx,
                &render::draw_commands(&round::board_view(&rank), size),
            );
        }
        let dpr = dom::host::window().map_or(1.0, |w| w.device_pixel_ratio());
        let w = (e.rank_box.get_bounding_client_rect().width() * dpr)
            .round()
            .max(8.0);
        e.rank.set_width(w as u32);
        e.rank.set_height((w / 8.0).round() as u32);
        if let Ok(ctx) = canvas::context(&e.rank) {
            canvas::paint(&ctx, &round::rank_commands(&rank, w));
        }
    }

    pub(super) fn render(&mut self) {
        let lang = self.lang;
        self.q.lang = Some(lang);
        let e = &self.e;
        let t = |k| rt(lang, k);
        let text = |el: &HtmlElement, s: &str| el.set_text_content(Some(s));
        if let Some(html) = self.doc.document_element() {
            let _ = html.set_attribute("lang", lang.code());
        }
        for (el, key) in &e.texts {
            text(el, t(*key));
        }
        e.round.set_value(&self.q.round.to_string());
        e.event.set_value(&self.q.event);
        e.no518.set_checked(self.q.no518);
        e.no_repeat.set_checked(self.q.no_repeat);
        e.copies.set_value(&self.q.copies.to_string());
        e.lang.set_value(lang.code());
        // The message, then what was wrong with the address: one line each.
        let lines: Vec<String> = self
            .notice
            .map(|k| t(k).to_string())
            .into_iter()
            .chain(self.problems.iter().map(|p| problem_text(lang, p)))
            .collect();
        e.notice.set_text_content(Some(&lines.join("\n")));
        e.notice.set_hidden(lines.is_empty());

        let mut title = String::from(t(Key::Round));
        title.push(' ');
        title.push_str(&self.q.round.to_string());
        text(&e.head_round, &title);
        text(&e.head_event, &self.q.event);
        e.head_event.set_hidden(self.q.event.is_empty());
        let _ = e.rank.set_attribute("aria-label", t(Key::BackRank));
        let _ = e.board.set_attribute("aria-label", t(Key::Board));

        // The list of this event.
        e.list.set_text_content(if self.list.is_empty() {
            Some(t(Key::NoneYet))
        } else {
            None
        });
        for entry in &self.list {
            if let Ok(li) = el(&self.doc, "li", "") {
                let mut s = String::from(t(Key::Round));
                s.push(' ');
                s.push_str(&entry.round.to_string());
                s.push_str(": ");
                s.push_str(&round::sp_label(entry.sp));
                li.set_text_content(Some(&s));
                if entry.round == self.q.round {
                    li.set_class_name("rp-now");
                }
                let _ = e.list.append_child(&li);
            }
        }

        let sp = self.q.sp;
        e.sp.set_hidden(sp.is_none());
        e.pos.set_hidden(sp.is_none());
        e.play.set_hidden(sp.is_none());
        e.empty.set_hidden(sp.is_some());
        e.print.set_disabled(sp.is_none());
        if let Some(num) = sp {
            let label = round::sp_label(num);
            text(&e.sp, &label);
            e.number.set_value(&num.to_string());
            e.play.set_href(&round::play_href(num, lang));
            let rank = round::back_rank(num);
            let mut long = false;
            for (i, role) in rank.iter().enumerate() {
                let mut b = [0u8; 4];
                // The language's letters (in French R is the king, roi).
                let letter = ui::notation::piece_letter(lang, *role).unwrap_or(role.upper_char());
                if let Some(cell) = e.cells.get(i) {
                    cell.set_text_content(Some(letter.encode_utf8(&mut b)));
                }
                let name = capitalised_piece_name(lang, *role);
                long |= name.chars().count() > 6;
                if let Some(cell) = e.cells.get(8 + i) {
                    cell.set_text_content(Some(&name));
                }
            }
            let _ = e.names.class_list().toggle_with_force("rp-long", long);
            title.push_str(" · ");
            title.push_str(&label);
            self.paint();
        }
        if !self.q.event.is_empty() {
            title.push_str(" · ");
            title.push_str(&self.q.event);
        }
        self.doc.set_title(&title);
        if let Some(w) = dom::host::window() {
            if let Ok(h) = w.history() {
                let _ =
                    h.replace_state_with_url(&JsValue::NULL, "", Some(&round::page_query(&self.q)));
            }
        }
    }

    /// Fills the print container with `copies` identical A4 pages: the header, number,
    /// letters and names as on screen, the diagrams as images. Called on `beforeprint` only:
    /// the two PNGs are made when someone prints, not on every change.
    pub(super) fn print_pages(&self) -> Result<(), JsValue> {
        self.clear_print_pages();
        let Some(sp) = self.q.sp else {
            return Ok(());
        };
        let rank = round::back_rank(sp);
        let doc = &self.doc;
        let e = &self.e;
        let board_url = snapshot(
            doc,
            PRINT_BOARD,
            PRINT_BOARD,
            &render::draw_commands(&round::board_view(&rank), f64::from(PRINT_BOARD)),
        )?;
        let rank_url = snapshot(
            doc,
            PRINT_RANK,
            PRINT_RANK / 8,
            &round::rank_commands(&rank, f64::from(PRINT_RANK)),
        )?;
        let sheet = el(doc, "div", "rp-sheet")?;
        let rank_box = el(doc, "div", "rp-rank")?;
        let board = el(doc, "img", "rp-board-i")?;
        board.set_attribute("src", &board_url)?;
        board.set_attribute("alt", rt(self.lang, Key::Board))?;
        let rank_img = el(doc, "img", "rp-rank-i")?;
        rank_img.set_attribute("src", &rank_url)?;
        rank_img.set_attribute("alt", rt(self.lang, Key::BackRank))?;
        rank_box.append_child(&rank_img)?;
        rank_box.append_child(&copy(&e.letters)?.into())?;
        rank_box.append_child(&copy(&e.names)?.into())?;
        sheet.append_child(&copy(&e.head)?.into())?;
        sheet.append_child(&copy(&e.sp)?.into())?;
        sheet.append_child(&rank_box)?;
        sheet.append_child(&board)?;
        for _ in 1..self.q.copies {
            e.print_pages
                .append_child(&sheet.clone_node_with_deep(true)?)?;
        }
        e.print_pages.append_child(&sheet)?;
        Ok(())
    }

    /// Takes the print pages away (after printing).
    pub(super) fn clear_print_pages(&self) {
        self.e.print_pages.set_text_content(None);
    }
}
