//! The viewer's DOM layer: builds its elements under `<body class="viewer">` (viewer.css hides
//! the game's static markup of `index.html`), binds clicks, the chooser and keys to
//! `ui::viewer`'s transitions, draws the board with `dom::canvas`, names the 64 grid cells and
//! says each step in a polite live region. Text is only ever set with `set_text_content`; no
//! inline styles (strict CSP).

mod review;

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, HtmlAnchorElement, HtmlButtonElement, HtmlCanvasElement, HtmlElement,
    HtmlSelectElement, KeyboardEvent, Window,
};

use rules::Square;
use ui::address::Address;
use ui::i18n::Lang;
use ui::render::{self, BoardView};
use ui::speech::cell_label;
use ui::viewer::keys::{key, KeyAct};
use ui::viewer::list::{items, Item};
use ui::viewer::texts::{t, Key};
use ui::viewer::{Step, ViewParams, Viewer};

/// The navigation buttons: their step and name.
const NAV: [(Step, Key, &str); 4] = [
    (Step::First, Key::First, "«"),
    (Step::Back, Key::Back, "‹"),
    (Step::Forward, Key::Forward, "›"),
    (Step::Last, Key::Last, "»"),
];

/// A button with a symbol (hidden from screen readers) and its name (shown beside it, in a
/// frame only to screen readers): the name is the button's accessible name.
fn button(
    doc: &Document,
    parent: &Element,
    class: &str,
    symbol: &str,
    name: &str,
) -> Result<HtmlButtonElement, JsValue> {
    let b: HtmlButtonElement = el(doc, parent, "button", class)?.unchecked_into();
    b.set_type("button");
    text_el(doc, &b, "span", "vw-sym", symbol)?.set_attribute("aria-hidden", "true")?;
    text_el(doc, &b, "span", "vw-name", name)?;
    Ok(b)
}

struct Page {
    v: Viewer,
    lang: Lang,
    doc: Document,
    canvas: HtmlCanvasElement,
    /// The 64 grid cells in screen order (top row first).
    cells: Vec<HtmlElement>,
    /// The square the board's focus is on.
    cursor: Square,
    moves: HtmlElement,
    /// The move list's buttons with their nodes.
    move_buttons: Vec<(usize, HtmlElement)>,
    comment: HtmlElement,
    live: HtmlElement,
    nav: Vec<HtmlButtonElement>,
    cont: HtmlAnchorElement,
    players: HtmlElement,
    event: HtmlElement,
    result: HtmlElement,
    review: review::Panel,
}

type Shared = Rc<RefCell<Page>>;

fn el(doc: &Document, parent: &Element, tag: &str, class: &str) -> Result<HtmlElement, JsValue> {
    let e = doc.create_element(tag)?;
    if !class.is_empty() {
        e.set_class_name(class);
    }
    parent.append_child(&e)?;
    Ok(e.unchecked_into())
}

fn text_el(
    doc: &Document,
    parent: &Element,
    tag: &str,
    class: &str,
    text: &str,
) -> Result<HtmlElement, JsValue> {
    let e = el(doc, parent, tag, class)?;
    e.set_text_content(Some(text));
    Ok(e)
}

/// Starts the viewer for `address`.
pub fn run(window: &Window, doc: &Document, address: &Address) -> Result<(), JsValue> {
    let params = ViewParams::read(address);
    let lang = params
        .lang
        .unwrap_or_else(|| dom::host::browser_lang(window));
    let body = doc.body().ok_or_else(|| JsValue::from_str("no body"))?;
    body.class_list().add_1("viewer")?;
    if params.embed {
        body.class_list().add_1("vw-embed")?;
    }
    if let Some(html) = doc.document_element() {
        html.set_attribute("lang", lang.code())?;
    }
    let main = el(doc, &body, "main", "vw")?;
    let viewer = match Viewer::open(&params, lang) {
        Ok(v) => v,
        Err(sentence) => {
            text_el(doc, &main, "h1", "vw-players", "Rokade")?;
            let p = text_el(doc, &main, "p", "vw-error", &sentence)?;
            p.set_attribute("role", "alert")?;
            body.set_attribute("data-viewer-ready", "error")?;
            return Ok(());
        }
    };
    let head = el(doc, &main, "header", "vw-head")?;
    let players = el(doc, &head, "h1", "vw-players")?;
    let event = el(doc, &head, "p", "vw-event")?;
    let result = el(doc, &head, "p", "vw-result")?;
    let chooser = if viewer.games.len() > 1 {
        let label = el(doc, &main, "label", "vw-choose")?;
        text_el(doc, &label, "span", "", t(lang, Key::Games))?;
        let select: HtmlSelectElement = el(doc, &label, "select", "")?.unchecked_into();
        select.set_id("vw-game");
        for (i, g) in viewer.games.iter().enumerate() {
            let o = text_el(
                doc,
                &select,
                "option",
                "",
                &format!("{}. {}", i + 1, Viewer::game_label(g)),
            )?;
            o.set_attribute("value", &i.to_string())?;
        }
        select.set_selected_index(i32::try_from(viewer.chosen).unwrap_or(0));
        Some(select)
    } else {
        None
    };
    if let Some(note) = viewer.note {
        let p = text_el(doc, &main, "p", "vw-note", t(lang, note))?;
        p.set_attribute("role", "status")?;
    }
    let body_box = el(doc, &main, "div", "vw-body")?;
    let board_box = el(doc, &body_box, "div", "vw-board")?;
    let canvas: HtmlCanvasElement = el(doc, &board_box, "canvas", "vw-canvas")?.unchecked_into();
    canvas.set_attribute("aria-hidden", "true")?;
    let grid = el(doc, &board_box, "div", "vw-grid")?;
    grid.set_attribute("role", "grid")?;
    grid.set_attribute("aria-label", t(lang, Key::Board))?;
    grid.set_attribute("aria-describedby", "vw-help")?;
    let mut cells = Vec::with_capacity(64);
    for _ in 0..8 {
        let row = el(doc, &grid, "div", "vw-row")?;
        row.set_attribute("role", "row")?;
        for _ in 0..8 {
            let cell = el(doc, &row, "div", "vw-cell")?;
            cell.set_attribute("role", "gridcell")?;
            cell.set_attribute("tabindex", "-1")?;
            cells.push(cell);
        }
    }
    let side = el(doc, &body_box, "div", "vw-side")?;
    let nav_box = el(doc, &side, "div", "vw-nav")?;
    let mut nav = Vec::new();
    for (i, (_, name, symbol)) in NAV.iter().enumerate() {
        let b = button(doc, &nav_box, "vw-btn", symbol, t(lang, *name))?;
        b.set_attribute("data-nav", &i.to_string())?;
        nav.push(b);
    }
    let flip = button(doc, &nav_box, "vw-btn vw-flip", "↕", t(lang, Key::Flip))?;
    let heading = text_el(doc, &side, "h2", "vw-h2", t(lang, Key::Moves))?;
    heading.set_id("vw-moves-h");
    let moves = el(doc, &side, "div", "vw-moves")?;
    moves.set_attribute("role", "group")?;
    moves.set_attribute("aria-labelledby", "vw-moves-h")?;
    let comment = el(doc, &side, "p", "vw-comment")?;
    let cont: HtmlAnchorElement =
        text_el(doc, &side, "a", "vw-continue", t(lang, Key::ContinueHere))?.unchecked_into();
    cont.set_target("_blank");
    cont.set_rel("noopener");
    let help = text_el(doc, &side, "p", "vw-help", t(lang, Key::Help))?;
    help.set_id("vw-help");
    let shown_review = viewer
        .game()
        .map(ui::viewer::review::Review::of_game)
        .ok_or_else(|| JsValue::from_str("no game"))?;
    let panel = review::build(doc, &side, lang, shown_review)?;
    let live = el(doc, &main, "p", "vw-live")?;
    live.set_attribute("aria-live", "polite")?;

    let page: Shared = Rc::new(RefCell::new(Page {
        v: viewer,
        lang,
        doc: doc.clone(),
        canvas,
        cells,
        cursor: Square::from_coords(4, 1),
        moves,
        move_buttons: Vec::new(),
        comment,
        live,
        nav,
        cont,
        players,
        event,
        result,
        review: panel,
    }));
    {
        let mut p = page.borrow_mut();
        p.fill_moves()?;
        p.render();
        p.show_review(false);
    }
    bind(window, &page, &nav_box, &flip, chooser.as_ref())?;
    review::bind(&page)?;
    // `analyse=1` (the game page's Analyse): at once, unless the PGN carries an analysis.
    let analysed = page.borrow().review.review.shown();
    page.borrow_mut().review.from_game = address.get("analyse") == Some("1");
    if address.get("analyse") == Some("1") && !analysed {
        review::toggle(&page);
    }
    body.set_attribute("data-viewer-ready", "1")?;
    Ok(())
}

fn listen<E: JsCast + 'static>(
    target: &web_sys::EventTarget,
    kind: &str,
    f: impl FnMut(E) + 'static,
) -> Result<(), JsValue> {
    let mut f = f;
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        if let Ok(e) = e.dyn_into::<E>() {
            f(e);
        }
    });
    target.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref())?;
    closure.forget();
    Ok(())
}

/// The number in the `attr` attribute (`data-nav`, `data-node`, ...) of the clicked element
/// or the nearest one around it that has it.
fn clicked_number(e: &web_sys::MouseEvent, attr: &str) -> Option<usize> {
    let selector = ["[", attr, "]"].concat();
    e.target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .and_then(|t| t.closest(&selector).ok().flatten())
        .and_then(|b| b.get_attribute(attr))
        .and_then(|i| ui::text::parse::<usize>(&i))
}

fn bind(
    window: &Window,
    page: &Shared,
    nav_box: &HtmlElement,
    flip: &HtmlButtonElement,
    chooser: Option<&HtmlSelectElement>,
) -> Result<(), JsValue> {
    let p = page.clone();
    listen(nav_box, "click", move |e: web_sys::MouseEvent| {
        let step = clicked_number(&e, "data-nav")
            .and_then(|i| NAV.get(i))
            .map(|(s, _, _)| *s);
        if let Some(step) = step {
            p.borrow_mut().step(step);
        }
    })?;
    let p = page.clone();
    listen(flip, "click", move |_: web_sys::MouseEvent| {
        let mut page = p.borrow_mut();
        page.v.flipped = !page.v.flipped;
        page.render();
    })?;
    let p = page.clone();
    let list = page.borrow().moves.clone();
    listen(&list, "click", move |e: web_sys::MouseEvent| {
        if let Some(node) = clicked_number(&e, "data-node") {
            p.borrow_mut().step(Step::To(node));
        }
    })?;
    if let Some(select) = chooser {
        let p = page.clone();
        let s = select.clone();
        listen(select, "change", move |_: web_sys::Event| {
            let index = usize::try_from(s.selected_index()).unwrap_or(0);
            let mut page = p.borrow_mut();
            if page.v.choose(index) {
                review::stop_worker();
                if let Some(g) = page.v.game() {
                    page.review.review = ui::viewer::review::Review::of_game(g);
                }
                let _ = page.fill_moves();
                page.show_review(false);
                page.render();
                page.say_shown();
            }
        })?;
    }
    let p = page.clone();
    let doc = page.borrow().doc.clone();
    listen(&doc, "keydown", move |e: KeyboardEvent| {
        if e.alt_key() || e.default_prevented() {
            return;
        }
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let tag = target.as_ref().map(Element::tag_name).unwrap_or_default();
        if matches!(tag.as_str(), "SELECT" | "INPUT" | "TEXTAREA") {
            return;
        }
        let on_board = target.is_some_and(|t| t.class_list().contains("vw-cell"));
        let mut page = p.borrow_mut();
        let cursor = on_board.then_some(page.cursor);
        let ctrl = e.ctrl_key() || e.meta_key();
        if !ctrl && review::on_key(&mut page, &e.key()) {
            e.prevent_default();
            return;
        }
        match key(&page.v, page.lang, &e.key(), ctrl, cursor) {
            KeyAct::Pass => return,
            KeyAct::Step(step) => page.step(step),
            KeyAct::Cursor(sq) => {
                page.cursor = sq;
                page.render_cells();
                page.focus_cursor();
            }
            KeyAct::Say(text) => page.say(&text),
            KeyAct::SayMove => page.say_shown(),
        }
        e.prevent_default();
    })?;
    let p = page.clone();
    listen(window, "resize", move |_: web_sys::Event| {
        if let Ok(page) = p.try_borrow() {
            page.draw();
            page.draw_graph();
        }
    })?;
    Ok(())
}

impl Page {
    /// Takes a step; draws and says it when the position changed.
    fn step(&mut self, step: Step) {
        if self.v.step(step) {
            self.render();
            self.say_shown();
        }
    }

    /// Says the shown move, with what the analysis knows of it.
    fn say_shown(&self) {
        self.say(&self.review.review.announcement(&self.v, self.lang));
    }

    fn say(&self, text: &str) {
        // A change of text is what the live region reads; the same text twice is read again
        // after a clear.
        self.live.set_text_content(None);
        self.live.set_text_content(Some(text));
    }

    /// The move list of the shown game.
    fn fill_moves(&mut self) -> Result<(), JsValue> {
        let doc = self.doc.clone();
        self.moves.set_text_content(None);
        self.move_buttons.clear();
        let list: Element = self.moves.clone().unchecked_into();
        for item in items(&self.v.tree, self.lang) {
            match item {
                Item::Move { node, text, depth } => {
                    let class = if depth > 0 { "vw-mv vw-var" } else { "vw-mv" };
                    let b = text_el(&doc, &list, "button", class, &text)?;
                    b.set_attribute("type", "button")?;
                    b.set_attribute("tabindex", "-1")?;
                    b.set_attribute("data-node", &node.to_string())?;
                    self.move_buttons.push((node, b));
                }
                Item::Comment { text, .. } => {
                    text_el(&doc, &list, "span", "vw-cm", &text)?;
                }
                Item::Open => {
                    text_el(&doc, &list, "span", "vw-paren", "(")?;
                }
                Item::Close => {
                    text_el(&doc, &list, "span", "vw-paren", ")")?;
                }
            }
        }
        self.decorate_moves();
        let (players, event, result) = self.v.heading(self.lang);
        self.players.set_text_content(Some(&players));
        self.event.set_text_content(Some(&event));
        self.result.set_text_content(Some(&result));
        Ok(())
    }

    /// Everything that follows the shown position.
    fn render(&self) {
        self.draw();
        self.render_cells();
        for (node, b) in &self.move_buttons {
            if *node == self.v.current {
                let _ = b.set_attribute("aria-current", "step");
                let _ = b.class_list().add_1("vw-now");
                // Keep it in view inside the list only (scrollIntoView would scroll the page
                // and a club site's page around an embedded viewer).
                let (top, h) = (b.offset_top(), b.offset_height());
                let list = &self.moves;
                if top < list.scroll_top() {
                    list.set_scroll_top(top);
                } else if top + h > list.scroll_top() + list.client_height() {
                    list.set_scroll_top(top + h - list.client_height());
                }
            } else {
                let _ = b.remove_attribute("aria-current");
                let _ = b.class_list().remove_1("vw-now");
            }
        }
        let comment = self
            .v
            .node()
            .and_then(|n| n.comment.as_deref())
            .and_then(ui::viewer::list::shown_comment);
        self.comment.set_text_content(comment.as_deref());
        self.comment.set_hidden(comment.is_none());
        let (back, forward) = self.v.can_go();
        for (b, on) in self.nav.iter().zip([back, back, forward, forward]) {
            b.set_disabled(!on);
        }
        self.cont.set_href(&self.v.continue_link(self.lang));
        self.draw_graph();
    }

    fn draw(&self) {
        let Some(node) = self.v.node() else { return };
        let mut view = BoardView {
            board: *node.pos.board(),
            flipped: self.v.flipped,
            ..BoardView::default()
        };
        if let Some(m) = node.mv {
            view.last_move = Some(match m.castling_side() {
                Some(side) => (m.from(), side.king_to(node.color)),
                None => (m.from(), m.to()),
            });
        }
        if node.pos.is_check() {
            view.check = Some(node.pos.our_king());
        }
        let size = dom::canvas::fit_to_display(&self.canvas);
        if let Ok(ctx) = dom::canvas::context(&self.canvas) {
            dom::canvas::paint(&ctx, &render::draw_commands(&view, size));
            self.draw_arrow(&ctx, size);
        }
    }

    /// The square shown in screen cell `i` (top row first).
    fn square_at(&self, i: usize) -> Square {
        let (col, row) = ((i % 8) as u32, (i / 8) as u32);
        if self.v.flipped {
            Square::from_coords(7 - col, row)
        } else {
            Square::from_coords(col, 7 - row)
        }
    }

    fn render_cells(&self) {
        let Some(node) = self.v.node() else { return };
        let last = node.mv.map(|m| {
            let to = match m.castling_side() {
                Some(side) => side.king_to(node.color),
                None => m.to(),
            };
            (m.from(), to)
        });
        for (i, cell) in self.cells.iter().enumerate() {
            let sq = self.square_at(i);
            let was_last = last.is_some_and(|(a, b)| a == sq || b == sq);
            let label = cell_label(
                self.lang,
                sq,
                node.pos.board().piece_at(sq),
                false,
                false,
                was_last,
            );
            let _ = cell.set_attribute("aria-label", &label);
            let _ = cell.set_attribute("tabindex", if sq == self.cursor { "0" } else { "-1" });
        }
    }

    fn focus_cursor(&self) {
        if let Some(cell) = (0..64)
            .find(|&i| self.square_at(i) == self.cursor)
            .and_then(|i| self.cells.get(i))
        {
            let _ = cell.focus();
        }
    }
}
