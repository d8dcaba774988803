//! The browser layer: builds the controls, forwards events to [`App`] and draws what it says.
//!
//! Everything the user sees as text is set with `textContent` or `value`, never as HTML, so
//! names from a PGN, a URL or a saved game can never run as code.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    CanvasRenderingContext2d, Document, Element, HtmlButtonElement, HtmlCanvasElement, HtmlElement,
    HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent, PointerEvent, Storage,
    Window,
};

use crate::canvas;
use crate::i18n::{t, Key, Lang};
use crate::params::{self, Controls, Params};
use crate::persist;
use crate::render;
use crate::state::{self, App, NewGame, Notice};
use rules::{CastlingSide, Color, Role};

/// The `localStorage` key of the saved game.
pub const STORAGE_KEY: &str = "rokade.game";

struct Els {
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    status: Element,
    notice: HtmlElement,
    sp: HtmlElement,
    castle: [HtmlButtonElement; 2],
    promo: HtmlElement,
    promo_buttons: Vec<(Role, HtmlButtonElement)>,
    banner: HtmlElement,
    moves: HtmlElement,
    live: HtmlButtonElement,
    nav: Vec<HtmlButtonElement>,
    takeback: HtmlButtonElement,
    flip: HtmlButtonElement,
    hot_seat: HtmlInputElement,
    hot_seat_label: HtmlElement,
    resign: HtmlButtonElement,
    draw: HtmlButtonElement,
    claim: HtmlButtonElement,
    new_random: HtmlButtonElement,
    exclude_518: HtmlInputElement,
    exclude_label: HtmlElement,
    number: HtmlInputElement,
    new_number: HtmlButtonElement,
    fen_in: HtmlInputElement,
    new_fen: HtmlButtonElement,
    fen: HtmlInputElement,
    fen_label: HtmlElement,
    fen_copy: HtmlButtonElement,
    tag_inputs: Vec<(&'static str, HtmlInputElement, HtmlElement)>,
    pgn: HtmlTextAreaElement,
    pgn_copy: HtmlButtonElement,
    pgn_download: HtmlButtonElement,
    import: HtmlTextAreaElement,
    import_button: HtmlButtonElement,
    lang: HtmlSelectElement,
    labels: Vec<(Key, HtmlElement)>,
}

struct Ui {
    app: App,
    els: Els,
    storage: Option<Storage>,
    storage_key: String,
    size: f64,
    rows_cache: String,
}

type Shared = Rc<RefCell<Ui>>;

fn err(msg: &str) -> JsValue {
    JsValue::from_str(msg)
}

fn el<T: JsCast>(doc: &Document, tag: &str, class: &str) -> Result<T, JsValue> {
    let e = doc.create_element(tag)?;
    if !class.is_empty() {
        e.set_class_name(class);
    }
    e.dyn_into::<T>().map_err(|_| err("element type"))
}

fn button(doc: &Document, class: &str, id: &str) -> Result<HtmlButtonElement, JsValue> {
    let b: HtmlButtonElement = el(doc, "button", class)?;
    b.set_type("button");
    if !id.is_empty() {
        b.set_id(id);
    }
    Ok(b)
}

/// An element whose text is the translation of `key`, updated when the language changes.
fn label(
    labels: &mut Vec<(Key, HtmlElement)>,
    doc: &Document,
    tag: &str,
    class: &str,
    key: Key,
) -> Result<HtmlElement, JsValue> {
    let e: HtmlElement = el(doc, tag, class)?;
    labels.push((key, e.clone()));
    Ok(e)
}

fn append(parent: &Element, children: &[&Element]) -> Result<(), JsValue> {
    for c in children {
        parent.append_child(c)?;
    }
    Ok(())
}

fn random_u64() -> u64 {
    let mut buf = [0u8; 8];
    if getrandom::fill(&mut buf).is_err() {
        // Without a random source, fall back on the clock (still varied between games).
        return js_sys::Date::now().to_bits();
    }
    u64::from_le_bytes(buf)
}

fn today() -> String {
    let d = js_sys::Date::new_0();
    format!(
        "{:04}.{:02}.{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}

fn browser_lang(window: &Window) -> Lang {
    let nav = window.navigator();
    let langs: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(nav.language())
        .collect();
    Lang::from_browser(langs.iter().map(String::as_str))
}

/// Starts the page: reads the URL and the saved game, builds the controls, draws the board.
pub fn run() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or_else(|| err("no window"))?;
    let doc = window.document().ok_or_else(|| err("no document"))?;
    let query = window.location().search().unwrap_or_default();
    let params = params::parse_query(&query);
    for w in &params.warnings {
        web_sys::console::warn_1(&JsValue::from_str(&format!("Rokade: {w}")));
    }
    let storage = window.local_storage().ok().flatten();
    let storage_key = STORAGE_KEY.to_string();
    let fallback_lang = params.lang.unwrap_or_else(|| browser_lang(&window));

    let (mut app, restore_note) =
        initial_app(&params, storage.as_ref(), &storage_key, fallback_lang);
    if let Some(l) = params.lang {
        app.lang = l;
    }
    if let Some(o) = params.orientation {
        app.flipped = o == Color::Black;
    }
    if params.flip_auto {
        app.set_hot_seat(true);
    }
    if app.notice.is_none() {
        app.notice = restore_note;
    }
    if app.notice.is_none() && !params.warnings.is_empty() {
        app.notice = Some(Notice {
            error: true,
            text: format!(
                "{}: {}",
                t(app.lang, Key::BadParam),
                params.warnings.join("; ")
            ),
        });
    }

    let els = build(&doc, &params)?;
    let ui: Shared = Rc::new(RefCell::new(Ui {
        app,
        els,
        storage,
        storage_key,
        size: 0.0,
        rows_cache: String::new(),
    }));
    wire(&window, &doc, &ui)?;
    {
        let mut u = ui.borrow_mut();
        u.render_all();
        u.save();
    }
    if let (Some(body), Some(perf)) = (doc.body(), window.performance()) {
        let _ = js_sys::Reflect::set(
            &body.dataset(),
            &JsValue::from_str("boardDrawnAt"),
            &JsValue::from_f64(perf.now()),
        );
    }
    Ok(())
}

/// Chooses the game to start with: URL parameters that differ from the saved game's,
/// else the saved game, else a random position.
fn initial_app(
    params: &Params,
    storage: Option<&Storage>,
    key: &str,
    lang: Lang,
) -> (App, Option<Notice>) {
    let mut note = None;
    let mut saved_app = None;
    if let Some(raw) = storage.and_then(|s| s.get_item(key).ok().flatten()) {
        match persist::decode(&raw).and_then(|s| App::from_saved(&s, lang)) {
            Ok(a) => saved_app = Some(a),
            Err(e) => {
                // Keep the damaged data under another key: nothing is silently destroyed.
                if let Some(s) = storage {
                    let backup = format!("{key}.corrupt.{}", js_sys::Date::now() as u64);
                    let _ = s.set_item(&backup, &raw);
                    let _ = s.remove_item(key);
                }
                web_sys::console::warn_1(&JsValue::from_str(&format!("Rokade: {e}")));
                note = Some(Notice {
                    error: true,
                    text: t(lang, Key::CorruptSave).to_string(),
                });
            }
        }
    }
    let key_now = params.game_key();
    if let Some(a) = saved_app {
        if key_now.is_empty() || a.game_key == key_now {
            return (a, note);
        }
    }
    let mut app = App::new(lang, 518);
    let started = if let Some(pgn) = &params.pgn {
        app.import_text(pgn)
    } else if let Some(fen) = &params.fen {
        app.new_game(NewGame::Fen(fen.clone()))
    } else if let Some(n) = params.sp {
        app.new_game(NewGame::Number(n))
    } else {
        Err(String::new())
    };
    if let Err(e) = started {
        if !e.is_empty() {
            note = Some(Notice {
                error: true,
                text: format!("{}: {e}", t(lang, Key::BadParam)),
            });
        }
        let _ = app.new_game(NewGame::Random(random_u64()));
    }
    app.game_key = key_now;
    app.tags.date = today();
    (app, note)
}

fn build(doc: &Document, params: &Params) -> Result<Els, JsValue> {
    let body = doc.body().ok_or_else(|| err("no body"))?;
    let controls = params.controls.unwrap_or(if params.embed {
        Controls::Minimal
    } else {
        Controls::Full
    });
    if params.embed {
        body.class_list().add_1("embed")?;
    }
    let canvas: HtmlCanvasElement = doc
        .get_element_by_id("board")
        .ok_or_else(|| err("no #board"))?
        .dyn_into()?;
    let ctx = canvas::context(&canvas)?;
    let status = doc
        .get_element_by_id("status")
        .ok_or_else(|| err("no #status"))?;
    let wrap = doc
        .query_selector(".board-wrap")?
        .ok_or_else(|| err("no .board-wrap"))?;
    let panel = doc
        .get_element_by_id("controls")
        .ok_or_else(|| err("no #controls"))?;
    let mut labels: Vec<(Key, HtmlElement)> = Vec::new();

    // Castling bar above the board.
    let castle_bar: HtmlElement = el(doc, "div", "castle-bar")?;
    castle_bar.set_id("castle-bar");
    let oo = button(doc, "castle", "castle-oo")?;
    let ooo = button(doc, "castle", "castle-ooo")?;
    append(&castle_bar, &[&ooo, &oo])?;
    let notice: HtmlElement = el(doc, "p", "notice")?;
    notice.set_id("notice");
    notice.set_attribute("role", "alert")?;
    let sp: HtmlElement = el(doc, "span", "sp")?;
    sp.set_id("sp");
    castle_bar.insert_before(&sp, Some(&ooo))?;
    if let Some(parent) = wrap.parent_node() {
        parent.insert_before(&notice, Some(&wrap))?;
        parent.insert_before(&castle_bar, Some(&wrap))?;
    }

    // Promotion picker and result banner on the board.
    let promo: HtmlElement = el(doc, "div", "promo")?;
    promo.set_id("promo");
    promo.set_attribute("role", "dialog")?;
    let promo_title = label(&mut labels, doc, "p", "promo-title", Key::Promotion)?;
    promo.append_child(&promo_title)?;
    let mut promo_buttons = Vec::new();
    for (role, key) in [
        (Role::Queen, Key::Queen),
        (Role::Rook, Key::Rook),
        (Role::Bishop, Key::Bishop),
        (Role::Knight, Key::Knight),
    ] {
        let b = button(doc, "promo-choice", &format!("promo-{}", role.char()))?;
        labels.push((key, b.clone().into()));
        promo.append_child(&b)?;
        promo_buttons.push((role, b));
    }
    promo.set_hidden(true);
    let banner: HtmlElement = el(doc, "div", "banner")?;
    banner.set_id("banner");
    banner.set_attribute("role", "status")?;
    banner.set_hidden(true);
    append(&wrap, &[&promo, &banner])?;

    // Side panel.
    let moves_box: HtmlElement = el(doc, "section", "moves-box")?;
    let moves_title = label(&mut labels, doc, "h2", "", Key::Moves)?;
    let moves: HtmlElement = el(doc, "ol", "moves")?;
    moves.set_id("moves");
    let nav_row: HtmlElement = el(doc, "div", "row nav")?;
    let mut nav = Vec::new();
    for (id, text, aria) in [
        ("nav-first", "«", "|<"),
        ("nav-prev", "‹", "<"),
        ("nav-next", "›", ">"),
        ("nav-last", "»", ">|"),
    ] {
        let b = button(doc, "nav-button", id)?;
        b.set_text_content(Some(text));
        b.set_attribute("aria-label", aria)?;
        nav_row.append_child(&b)?;
        nav.push(b);
    }
    let live = button(doc, "live", "live")?;
    labels.push((Key::BackToGame, live.clone().into()));
    nav_row.append_child(&live)?;
    append(&moves_box, &[&moves_title, &moves, &nav_row])?;

    let actions: HtmlElement = el(doc, "div", "row actions")?;
    let takeback = button(doc, "", "takeback")?;
    labels.push((Key::Takeback, takeback.clone().into()));
    let flip = button(doc, "", "flip")?;
    labels.push((Key::Flip, flip.clone().into()));
    let resign = button(doc, "", "resign")?;
    labels.push((Key::Resign, resign.clone().into()));
    let draw = button(doc, "", "draw")?;
    labels.push((Key::OfferDraw, draw.clone().into()));
    let claim = button(doc, "claim", "claim")?;
    append(&actions, &[&takeback, &flip, &resign, &draw, &claim])?;
    let hot_row: HtmlElement = el(doc, "label", "check-row")?;
    let hot_seat: HtmlInputElement = el(doc, "input", "")?;
    hot_seat.set_type("checkbox");
    hot_seat.set_id("hotseat");
    let hot_seat_label = label(&mut labels, doc, "span", "", Key::HotSeat)?;
    append(&hot_row, &[&hot_seat, &hot_seat_label])?;

    let new_box: HtmlElement = el(doc, "details", "box new-game")?;
    new_box.set_id("new-game");
    let new_summary = label(&mut labels, doc, "summary", "", Key::NewGame)?;
    let r1: HtmlElement = el(doc, "div", "row")?;
    let new_random = button(doc, "", "new-random")?;
    labels.push((Key::Random, new_random.clone().into()));
    let ex_row: HtmlElement = el(doc, "label", "check-row")?;
    let exclude_518: HtmlInputElement = el(doc, "input", "")?;
    exclude_518.set_type("checkbox");
    exclude_518.set_id("no518");
    let exclude_label = label(&mut labels, doc, "span", "", Key::Exclude518)?;
    append(&ex_row, &[&exclude_518, &exclude_label])?;
    append(&r1, &[&new_random, &ex_row])?;
    let r2: HtmlElement = el(doc, "div", "row")?;
    let number_label = label(&mut labels, doc, "label", "", Key::ByNumber)?;
    number_label.set_attribute("for", "sp-number")?;
    let number: HtmlInputElement = el(doc, "input", "num")?;
    number.set_type("number");
    number.set_id("sp-number");
    number.set_min("0");
    number.set_max("960");
    let new_number = button(doc, "", "new-number")?;
    labels.push((Key::StartGame, new_number.clone().into()));
    append(&r2, &[&number_label, &number, &new_number])?;
    let r3: HtmlElement = el(doc, "div", "row")?;
    let fen_in_label = label(&mut labels, doc, "label", "", Key::FromFen)?;
    fen_in_label.set_attribute("for", "fen-in")?;
    let fen_in: HtmlInputElement = el(doc, "input", "wide")?;
    fen_in.set_id("fen-in");
    fen_in.set_attribute("spellcheck", "false")?;
    let new_fen = button(doc, "", "new-fen")?;
    labels.push((Key::StartGame, new_fen.clone().into()));
    append(&r3, &[&fen_in_label, &fen_in, &new_fen])?;
    append(&new_box, &[&new_summary, &r1, &r2, &r3])?;

    let fen_row: HtmlElement = el(doc, "div", "row fen-row")?;
    let fen_label: HtmlElement = el(doc, "label", "")?;
    fen_label.set_attribute("for", "fen")?;
    let fen: HtmlInputElement = el(doc, "input", "wide mono")?;
    fen.set_id("fen");
    fen.set_read_only(true);
    let fen_copy = button(doc, "", "fen-copy")?;
    labels.push((Key::Copy, fen_copy.clone().into()));
    append(&fen_row, &[&fen_label, &fen, &fen_copy])?;

    let pgn_box: HtmlElement = el(doc, "details", "box pgn-box")?;
    pgn_box.set_id("pgn-box");
    let pgn_summary = label(&mut labels, doc, "summary", "", Key::Pgn)?;
    let tags_grid: HtmlElement = el(doc, "div", "tags")?;
    let mut tag_inputs = Vec::new();
    for (name, key) in [
        ("White", Key::WhiteName),
        ("Black", Key::BlackName),
        ("Event", Key::Event),
        ("Site", Key::Site),
        ("Date", Key::Date),
        ("Round", Key::Round),
    ] {
        let l = label(&mut labels, doc, "label", "", key)?;
        let id = format!("tag-{}", name.to_ascii_lowercase());
        l.set_attribute("for", &id)?;
        let i: HtmlInputElement = el(doc, "input", "")?;
        i.set_id(&id);
        i.set_max_length(200);
        append(&tags_grid, &[&l, &i])?;
        tag_inputs.push((name, i, l));
    }
    let pgn: HtmlTextAreaElement = el(doc, "textarea", "mono")?;
    pgn.set_id("pgn");
    pgn.set_read_only(true);
    pgn.set_rows(8);
    let pgn_row: HtmlElement = el(doc, "div", "row")?;
    let pgn_copy = button(doc, "", "pgn-copy")?;
    labels.push((Key::Copy, pgn_copy.clone().into()));
    let pgn_download = button(doc, "", "pgn-download")?;
    labels.push((Key::Download, pgn_download.clone().into()));
    append(&pgn_row, &[&pgn_copy, &pgn_download])?;
    let import: HtmlTextAreaElement = el(doc, "textarea", "mono")?;
    import.set_id("import");
    import.set_rows(4);
    let import_button = button(doc, "", "import-button")?;
    labels.push((Key::Import, import_button.clone().into()));
    append(
        &pgn_box,
        &[
            &pgn_summary,
            &tags_grid,
            &pgn,
            &pgn_row,
            &import,
            &import_button,
        ],
    )?;

    let lang_row: HtmlElement = el(doc, "div", "row")?;
    let lang_label = label(&mut labels, doc, "label", "", Key::Language)?;
    lang_label.set_attribute("for", "lang")?;
    let lang: HtmlSelectElement = el(doc, "select", "")?;
    lang.set_id("lang");
    for l in Lang::ALL {
        let o = web_sys::HtmlOptionElement::new_with_text_and_value(l.name(), l.code())?;
        lang.append_child(&o)?;
    }
    append(&lang_row, &[&lang_label, &lang])?;

    match controls {
        Controls::None => {}
        Controls::Minimal => append(&panel, &[&actions, &hot_row])?,
        Controls::Full => append(
            &panel,
            &[
                &moves_box, &actions, &hot_row, &new_box, &fen_row, &pgn_box, &lang_row,
            ],
        )?,
    }

    Ok(Els {
        canvas,
        ctx,
        status,
        notice,
        sp,
        castle: [oo, ooo],
        promo,
        promo_buttons,
        banner,
        moves,
        live,
        nav,
        takeback,
        flip,
        hot_seat,
        hot_seat_label,
        resign,
        draw,
        claim,
        new_random,
        exclude_518,
        exclude_label,
        number,
        new_number,
        fen_in,
        new_fen,
        fen,
        fen_label,
        fen_copy,
        tag_inputs,
        pgn,
        pgn_copy,
        pgn_download,
        import,
        import_button,
        lang,
        labels,
    })
}

impl Ui {
    fn draw_board(&mut self) {
        self.size = canvas::fit_to_display(&self.els.canvas);
        let cmds = render::draw_commands(&self.app.board_view(), self.size);
        canvas::paint(&self.els.ctx, &cmds);
    }

    fn render_all(&mut self) {
        self.draw_board();
        let app = &self.app;
        let lang = app.lang;
        let e = &self.els;
        if let Some(html) = e.canvas.owner_document().and_then(|d| d.document_element()) {
            let _ = html.set_attribute("lang", lang.code());
        }
        for (key, el) in &e.labels {
            el.set_text_content(Some(t(lang, *key)));
        }
        let _ = e.canvas.set_attribute("aria-label", t(lang, Key::Board));
        e.status.set_text_content(Some(&app.status()));
        match &app.notice {
            Some(n) => {
                e.notice.set_text_content(Some(&n.text));
                e.notice.set_hidden(false);
                let _ = e.notice.class_list().toggle_with_force("error", n.error);
            }
            None => {
                e.notice.set_text_content(None);
                e.notice.set_hidden(true);
            }
        }
        e.sp.set_text_content(Some(&match app.sp {
            Some(n) => format!("SP {n}"),
            None => "FEN".to_string(),
        }));
        let buttons = app.castle_buttons();
        for (i, b) in e.castle.iter().enumerate() {
            let key = if i == 0 {
                Key::CastleShort
            } else {
                Key::CastleLong
            };
            b.set_text_content(Some(t(lang, key)));
            let _ = b.set_attribute("title", t(lang, Key::CastlePreviewHint));
            b.set_hidden(!buttons.get(i).copied().unwrap_or(false));
        }
        e.promo.set_hidden(app.promotion.is_none());
        match app.game.outcome() {
            Some(o) => {
                e.banner
                    .set_text_content(Some(&state::outcome_text(lang, o)));
                e.banner.set_hidden(false);
            }
            None => e.banner.set_hidden(true),
        }
        // Move list (rebuilt only when it changes).
        let rows = app.move_rows();
        let sig = format!("{:?}{:?}", rows, app.shown_ply());
        if sig != self.rows_cache {
            self.rows_cache = sig;
            self.render_moves(&rows);
        }
        let e = &self.els;
        let app = &self.app;
        e.live.set_hidden(app.view.is_none());
        for b in &e.nav {
            b.set_disabled(app.game.ply() == 0);
        }
        e.takeback
            .set_disabled(app.game.ply() == 0 && app.game.declared_outcome().is_none());
        let over = app.game.is_over();
        e.resign.set_disabled(over);
        e.draw.set_disabled(over);
        let _ = e.resign.set_attribute(
            "aria-label",
            &format!(
                "{} ({})",
                t(lang, Key::Resign),
                t(
                    lang,
                    if app.game.position().turn() == Color::White {
                        Key::White
                    } else {
                        Key::Black
                    }
                )
            ),
        );
        if app.confirm == Some(Key::ConfirmDraw) {
            e.draw.set_text_content(Some(t(lang, Key::ConfirmDraw)));
        }
        let claim = if over {
            None
        } else if app.game.can_claim_threefold() {
            Some(Key::ClaimThreefold)
        } else if app.game.can_claim_fifty() {
            Some(Key::ClaimFifty)
        } else {
            None
        };
        match claim {
            Some(k) => {
                e.claim.set_text_content(Some(t(lang, k)));
                e.claim.set_hidden(false);
            }
            None => e.claim.set_hidden(true),
        }
        e.hot_seat.set_checked(app.hot_seat);
        e.exclude_518.set_checked(app.exclude_518);
        let _ = &e.hot_seat_label;
        let _ = &e.exclude_label;
        if app.confirm == Some(Key::NewGameWarning) {
            e.new_random
                .set_text_content(Some(t(lang, Key::NewGameWarning)));
        }
        e.fen_label.set_text_content(Some("FEN"));
        e.fen.set_value(&app.fen());
        let tags = app.tags.pairs();
        for (name, input, _) in &e.tag_inputs {
            if let Some((_, v)) = tags.iter().find(|(n, _)| n == name) {
                if input.value() != *v {
                    input.set_value(v);
                }
            }
        }
        e.pgn.set_value(&app.pgn_text());
        let _ = e
            .import
            .set_attribute("placeholder", t(lang, Key::ImportHint));
        e.lang.set_value(lang.code());
        let _ = (&e.pgn_copy, &e.pgn_download, &e.import_button, &e.fen_copy);
        let _ = (&e.new_number, &e.new_fen, &e.number, &e.fen_in, &e.flip);
        let _ = &e.promo_buttons;
    }

    fn render_moves(&self, rows: &[state::MoveRow]) {
        let e = &self.els;
        let Some(doc) = e.moves.owner_document() else {
            return;
        };
        e.moves.set_text_content(None);
        let shown = self.app.shown_ply();
        for (number, white, black) in rows {
            let Ok(li) = el::<HtmlElement>(&doc, "li", "") else {
                return;
            };
            let _ = li.set_attribute("value", &number.to_string());
            for cell in [white, black] {
                let Ok(b) = el::<HtmlButtonElement>(&doc, "button", "mv") else {
                    return;
                };
                b.set_type("button");
                match cell {
                    Some((ply, san)) => {
                        b.set_text_content(Some(san));
                        let _ = b.set_attribute("data-ply", &ply.to_string());
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
            let _ = e.moves.append_child(&li);
        }
        if let Ok(Some(cur)) = e.moves.query_selector(".current") {
            if let Ok(h) = cur.dyn_into::<HtmlElement>() {
                let opts = web_sys::ScrollIntoViewOptions::new();
                opts.set_block(web_sys::ScrollLogicalPosition::Nearest);
                h.scroll_into_view_with_scroll_into_view_options(&opts);
            }
        }
    }

    fn save(&self) {
        if let Some(s) = &self.storage {
            let _ = s.set_item(&self.storage_key, &persist::encode(&self.app.to_saved()));
        }
    }

    /// Backing-pixel position of a pointer event on the canvas, and the square under it.
    fn locate(&self, ev: &PointerEvent) -> (Option<rules::Square>, f64, f64) {
        let rect = self.els.canvas.get_bounding_client_rect();
        let scale = if rect.width() > 0.0 {
            self.size / rect.width()
        } else {
            1.0
        };
        let x = (f64::from(ev.client_x()) - rect.left()) * scale;
        let y = (f64::from(ev.client_y()) - rect.top()) * scale;
        let sq = render::square_at(x, y, self.size, self.app.flipped).and_then(state::square);
        (sq, x, y)
    }
}

fn on<E: JsCast + 'static>(
    target: &web_sys::EventTarget,
    event: &str,
    ui: &Shared,
    f: impl Fn(&mut Ui, E) + 'static,
) -> Result<(), JsValue> {
    let ui = ui.clone();
    let cb = Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
        if let Ok(ev) = ev.dyn_into::<E>() {
            if let Ok(mut u) = ui.try_borrow_mut() {
                f(&mut u, ev);
                u.render_all();
                u.save();
            }
        }
    });
    target.add_event_listener_with_callback(event, cb.as_ref().unchecked_ref())?;
    cb.forget();
    Ok(())
}

fn click(b: &HtmlElement, ui: &Shared, f: impl Fn(&mut Ui) + 'static) -> Result<(), JsValue> {
    on::<web_sys::Event>(b, "click", ui, move |u, _| f(u))
}

fn copy_text(text: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.navigator().clipboard().write_text(text);
    }
}

fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or_else(|| err("no window"))?;
    let doc = window.document().ok_or_else(|| err("no document"))?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("application/x-chess-pgn");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let a: web_sys::HtmlAnchorElement = el(&doc, "a", "")?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}

fn wire(window: &Window, doc: &Document, ui: &Shared) -> Result<(), JsValue> {
    let (canvas, castle, promo_buttons) = {
        let u = ui.borrow();
        (
            u.els.canvas.clone(),
            u.els.castle.clone(),
            u.els.promo_buttons.clone(),
        )
    };
    on::<PointerEvent>(&canvas, "pointerdown", ui, |u, ev| {
        if ev.button() != 0 {
            return;
        }
        ev.prevent_default();
        let _ = u.els.canvas.set_pointer_capture(ev.pointer_id());
        let (sq, x, y) = u.locate(&ev);
        u.app.pointer_down(sq, x, y);
    })?;
    on::<PointerEvent>(&canvas, "pointermove", ui, |u, ev| {
        if u.app.drag.is_some() {
            let (_, x, y) = u.locate(&ev);
            u.app.pointer_move(x, y);
        }
    })?;
    on::<PointerEvent>(&canvas, "pointerup", ui, |u, ev| {
        let (sq, _, _) = u.locate(&ev);
        u.app.pointer_up(sq);
    })?;
    on::<PointerEvent>(&canvas, "pointercancel", ui, |u, _| u.app.pointer_cancel())?;

    for (i, b) in castle.iter().enumerate() {
        let side = if i == 0 {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        click(b, ui, move |u| {
            u.app.castle(side);
        })?;
        for ev in ["pointerenter", "focus"] {
            on::<web_sys::Event>(b, ev, ui, move |u, _| u.app.preview = Some(side))?;
        }
        for ev in ["pointerleave", "blur"] {
            on::<web_sys::Event>(b, ev, ui, move |u, _| {
                if u.app.preview == Some(side) {
                    u.app.preview = None;
                }
            })?;
        }
    }
    for (role, b) in promo_buttons {
        click(&b, ui, move |u| {
            u.app.choose_promotion(role);
        })?;
    }
    let e = {
        let u = ui.borrow();
        (
            u.els.takeback.clone(),
            u.els.flip.clone(),
            u.els.resign.clone(),
            u.els.draw.clone(),
            u.els.claim.clone(),
            u.els.live.clone(),
            u.els.nav.clone(),
            u.els.moves.clone(),
        )
    };
    click(&e.0, ui, |u| {
        u.app.takeback();
    })?;
    click(&e.1, ui, |u| u.app.flip())?;
    click(&e.2, ui, |u| {
        let side = u.app.game.position().turn();
        u.app.resign(side);
    })?;
    click(&e.3, ui, |u| {
        if u.app.confirm == Some(Key::ConfirmDraw) {
            u.app.agree_draw();
            u.app.confirm = None;
        } else {
            u.app.confirm = Some(Key::ConfirmDraw);
        }
    })?;
    click(&e.4, ui, |u| {
        u.app.claim_draw();
    })?;
    click(&e.5, ui, |u| u.app.view = None)?;
    for (i, b) in e.6.iter().enumerate() {
        click(b, ui, move |u| match i {
            0 => u.app.view_ply(0),
            1 => u.app.step(-1),
            2 => u.app.step(1),
            _ => u.app.view = None,
        })?;
    }
    on::<web_sys::MouseEvent>(&e.7, "click", ui, |u, ev| {
        let ply = ev
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|el| el.get_attribute("data-ply"))
            .and_then(|p| p.parse::<usize>().ok());
        if let Some(p) = ply {
            u.app.view_ply(p);
        }
    })?;

    let e = {
        let u = ui.borrow();
        (
            u.els.hot_seat.clone(),
            u.els.exclude_518.clone(),
            u.els.new_random.clone(),
            u.els.new_number.clone(),
            u.els.new_fen.clone(),
            u.els.fen_copy.clone(),
            u.els.pgn_copy.clone(),
            u.els.pgn_download.clone(),
            u.els.import_button.clone(),
            u.els.lang.clone(),
        )
    };
    on::<web_sys::Event>(&e.0, "change", ui, |u, _| {
        let on = u.els.hot_seat.checked();
        u.app.set_hot_seat(on);
    })?;
    on::<web_sys::Event>(&e.1, "change", ui, |u, _| {
        u.app.exclude_518 = u.els.exclude_518.checked();
    })?;
    click(&e.2, ui, |u| {
        // A game in progress is only replaced after a confirming second click.
        let in_progress = u.app.game.ply() > 0 && !u.app.game.is_over();
        if in_progress && u.app.confirm != Some(Key::NewGameWarning) {
            u.app.confirm = Some(Key::NewGameWarning);
            return;
        }
        if u.app.new_game(NewGame::Random(random_u64())).is_ok() {
            u.app.game_key.clear();
            u.app.tags.date = today();
        }
    })?;
    click(&e.3, ui, |u| {
        let v = u.els.number.value();
        let res = v
            .trim()
            .parse::<u32>()
            .map_err(|_| format!("'{}': 0-959", v.chars().take(10).collect::<String>()))
            .and_then(|n| u.app.new_game(NewGame::Number(n)));
        match res {
            Ok(()) => {
                u.app.game_key.clear();
                u.app.tags.date = today();
            }
            Err(msg) => {
                u.app.notice = Some(Notice {
                    error: true,
                    text: msg,
                })
            }
        }
    })?;
    click(&e.4, ui, |u| {
        let v = u.els.fen_in.value();
        if u.app.new_game(NewGame::Fen(v)).is_ok() {
            u.app.game_key.clear();
            u.app.tags.date = today();
        }
    })?;
    click(&e.5, ui, |u| {
        copy_text(&u.app.fen());
        u.app.notice = Some(Notice {
            error: false,
            text: t(u.app.lang, Key::Copied).to_string(),
        });
    })?;
    click(&e.6, ui, |u| {
        copy_text(&u.app.pgn_text());
        u.app.notice = Some(Notice {
            error: false,
            text: t(u.app.lang, Key::Copied).to_string(),
        });
    })?;
    click(&e.7, ui, |u| {
        let name = match u.app.sp {
            Some(n) => format!("rokade-sp{n}.pgn"),
            None => "rokade.pgn".to_string(),
        };
        let _ = download(&name, &u.app.pgn_text());
    })?;
    click(&e.8, ui, |u| {
        let text = u.els.import.value();
        match u.app.import_text(&text) {
            Ok(()) => {
                u.app.game_key.clear();
                u.els.import.set_value("");
                u.app.notice = Some(Notice {
                    error: false,
                    text: t(u.app.lang, Key::Imported).to_string(),
                });
            }
            Err(msg) => {
                u.app.notice = Some(Notice {
                    error: true,
                    text: format!("{}: {msg}", t(u.app.lang, Key::BadImport)),
                })
            }
        }
    })?;
    on::<web_sys::Event>(&e.9, "change", ui, |u, _| {
        if let Some(l) = Lang::from_code(&u.els.lang.value()) {
            u.app.lang = l;
        }
    })?;
    let inputs: Vec<(&'static str, HtmlInputElement)> = ui
        .borrow()
        .els
        .tag_inputs
        .iter()
        .map(|(n, i, _)| (*n, i.clone()))
        .collect();
    for (name, input) in inputs {
        let i2 = input.clone();
        on::<web_sys::Event>(&input, "input", ui, move |u, _| {
            u.app.tags.set(name, &i2.value());
        })?;
    }
    // Arrow keys step through the moves (not while typing in a field).
    on::<KeyboardEvent>(doc, "keydown", ui, |u, ev| {
        let typing = ev
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if typing {
            return;
        }
        match ev.key().as_str() {
            "ArrowLeft" => u.app.step(-1),
            "ArrowRight" => u.app.step(1),
            "Home" => u.app.view_ply(0),
            "End" => u.app.view = None,
            "Escape" => {
                u.app.cancel_promotion();
                u.app.selected = None;
            }
            _ => return,
        }
        ev.prevent_default();
    })?;
    on::<web_sys::Event>(window, "resize", ui, |_, _| {})?;
    Ok(())
}
