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
    banner: HtmlElement,
    moves: HtmlElement,
    live: HtmlButtonElement,
    nav: Vec<HtmlButtonElement>,
    takeback: HtmlButtonElement,
    hot_seat: HtmlInputElement,
    resign: HtmlButtonElement,
    draw: HtmlButtonElement,
    claim: HtmlButtonElement,
    new_random: HtmlButtonElement,
    exclude_518: HtmlInputElement,
    number: HtmlInputElement,
    fen_in: HtmlInputElement,
    fen: HtmlInputElement,
    tag_inputs: Vec<(&'static str, HtmlInputElement)>,
    pgn: HtmlTextAreaElement,
    import: HtmlTextAreaElement,
    lang: HtmlSelectElement,
    labels: Vec<(Key, HtmlElement)>,
    /// Clock faces: (row, name, time) for the top and the bottom of the board.
    clocks: [(HtmlElement, HtmlElement, HtmlElement); 2],
    clock_toggle: HtmlButtonElement,
    tc: HtmlSelectElement,
    tc_min: HtmlInputElement,
    tc_inc: HtmlInputElement,
    tc_custom: HtmlElement,
    embed_controls: HtmlSelectElement,
    embed_code: HtmlTextAreaElement,
    embed_preview: HtmlElement,
}

struct Ui {
    app: App,
    els: Els,
    storage: Option<Storage>,
    storage_key: String,
    size: f64,
    rows_cache: String,
    /// Id put into embed snippets made on this page (so two boards keep separate games).
    embed_id: String,
    /// The game parameters of this page's address: a game started on the page keeps them,
    /// so a reload of the same address restores it.
    url_key: String,
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

/// The first of the browser's preferred languages that we have, else English.
pub fn browser_lang(window: &Window) -> Lang {
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
    // Parameters may also come after `#` (e.g. `#pgn=...`): the fragment never reaches the
    // web server, so a long PGN is not refused by its URL length limit.
    let mut query = window.location().search().unwrap_or_default();
    let hash = window.location().hash().unwrap_or_default();
    if let Some(h) = hash.strip_prefix('#').filter(|h| !h.is_empty()) {
        query.push(if query.is_empty() { '?' } else { '&' });
        query.push_str(h);
    }
    let params = params::parse_query(&query);
    for w in &params.warnings {
        web_sys::console::warn_1(&JsValue::from_str(&format!("Rokade: {w}")));
    }
    let storage = window.local_storage().ok().flatten();
    let no_storage = storage.is_none();
    // An embedded board keeps its own saved game: per `id`, else per set of parameters, so
    // two boards on one page do not overwrite each other.
    let storage_key = if params.embed {
        let tag = params
            .id
            .clone()
            .unwrap_or_else(|| format!("{:016x}", params::fingerprint(&query)));
        format!("{STORAGE_KEY}.embed.{tag}")
    } else {
        STORAGE_KEY.to_string()
    };
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
    if no_storage && app.notice.is_none() {
        // E.g. an embed on another site where the browser blocks third-party storage.
        app.notice = Some(Notice {
            error: false,
            text: t(app.lang, Key::NoStorage).to_string(),
        });
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
        embed_id: format!("b{}", random_u64() % 100_000),
        url_key: params.game_key(),
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
    app.tc = params.tc;
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
    app.set_time_control(params.tc);
    app.game_key = key_now;
    if app.tags.date.is_empty() {
        app.tags.date = today();
    }
    (app, note)
}

/// Element ids, in the order of the fields they fill in [`build`].
const IDS: [&str; 47] = [
    "board",
    "status",
    "notice",
    "sp",
    "castle-oo",
    "castle-ooo",
    "promo",
    "promo-q",
    "promo-r",
    "promo-b",
    "promo-n",
    "banner",
    "moves",
    "live",
    "nav-first",
    "nav-prev",
    "nav-next",
    "nav-last",
    "takeback",
    "flip",
    "hotseat",
    "resign",
    "draw",
    "claim",
    "new-random",
    "no518",
    "sp-number",
    "new-number",
    "fen-in",
    "new-fen",
    "fen",
    "fen-copy",
    "tag-white",
    "tag-black",
    "tag-event",
    "tag-site",
    "tag-date",
    "tag-round",
    "pgn",
    "import",
    "lang",
    "clock-top",
    "clock-bottom",
    "clock-toggle",
    "tc",
    "tc-custom",
    "embed-code",
];

/// Finds the page's elements (the markup is static in index.html). Every id must exist;
/// the casts are unchecked because the markup fixes each element's type.
fn build(doc: &Document, params: &Params) -> Result<Els, JsValue> {
    let body = doc.body().ok_or_else(|| err("no body"))?;
    let controls = params.controls.unwrap_or(if params.embed {
        Controls::Minimal
    } else {
        Controls::Full
    });
    let list = body.class_list();
    if params.embed {
        list.add_1("embed")?;
    }
    match controls {
        Controls::None => list.add_1("controls-none")?,
        Controls::Minimal => list.add_1("controls-minimal")?,
        Controls::Full => {}
    }
    let mut found: Vec<Element> = Vec::with_capacity(IDS.len());
    for id in IDS {
        found.push(doc.get_element_by_id(id).ok_or_else(|| err(id))?);
    }
    let mut it = found.into_iter();
    let mut next = || -> JsValue { it.next().map_or(JsValue::NULL, JsValue::from) };
    let canvas: HtmlCanvasElement = next().unchecked_into();
    let ctx = canvas::context(&canvas)?;
    let mut labels = Vec::new();
    let nodes = doc.query_selector_all("[data-k]")?;
    for i in 0..nodes.length() {
        if let Some(node) = nodes.get(i) {
            let e: HtmlElement = node.unchecked_into();
            if let Some(key) = e
                .get_attribute("data-k")
                .as_deref()
                .and_then(Key::from_name)
            {
                labels.push((key, e));
            }
        }
    }
    let status = next().unchecked_into();
    let notice = next().unchecked_into();
    let sp = next().unchecked_into();
    let castle = [next().unchecked_into(), next().unchecked_into()];
    let promo = next().unchecked_into();
    // The four promotion buttons: found by id when clicked.
    for _ in 0..4 {
        next();
    }
    let banner = next().unchecked_into();
    let moves = next().unchecked_into();
    let live = next().unchecked_into();
    let nav = (0..4).map(|_| next().unchecked_into()).collect();
    let takeback = next().unchecked_into();
    let _flip = next();
    let hot_seat = next().unchecked_into();
    let resign = next().unchecked_into();
    let draw = next().unchecked_into();
    let claim = next().unchecked_into();
    let new_random = next().unchecked_into();
    let exclude_518 = next().unchecked_into();
    let number = next().unchecked_into();
    let _new_number: JsValue = next();
    let fen_in = next().unchecked_into();
    let _new_fen: JsValue = next();
    let fen = next().unchecked_into();
    let _fen_copy: JsValue = next();
    let tag_inputs = ["White", "Black", "Event", "Site", "Date", "Round"]
        .into_iter()
        .map(|n| (n, next().unchecked_into()))
        .collect();
    let pgn = next().unchecked_into();
    let import = next().unchecked_into();
    let lang = next().unchecked_into();
    let mut clock = || -> (HtmlElement, HtmlElement, HtmlElement) {
        let row: HtmlElement = next().unchecked_into();
        let name = row
            .first_element_child()
            .map_or(JsValue::NULL, JsValue::from)
            .unchecked_into();
        let time = row
            .last_element_child()
            .map_or(JsValue::NULL, JsValue::from)
            .unchecked_into();
        (row, name, time)
    };
    let clocks = [clock(), clock()];
    Ok(Els {
        canvas,
        ctx,
        status,
        notice,
        sp,
        castle,
        promo,
        banner,
        moves,
        live,
        nav,
        takeback,
        hot_seat,
        resign,
        draw,
        claim,
        new_random,
        exclude_518,
        number,
        fen_in,
        fen,
        tag_inputs,
        pgn,
        import,
        lang,
        labels,
        clocks,
        clock_toggle: next().unchecked_into(),
        tc: next().unchecked_into(),
        tc_custom: next().unchecked_into(),
        embed_code: next().unchecked_into(),
        embed_controls: doc
            .get_element_by_id("embed-controls")
            .ok_or_else(|| err("embed-controls"))?
            .unchecked_into(),
        embed_preview: doc
            .get_element_by_id("embed-preview")
            .ok_or_else(|| err("embed-preview"))?
            .unchecked_into(),
        tc_min: doc
            .get_element_by_id("tc-min")
            .ok_or_else(|| err("tc-min"))?
            .unchecked_into(),
        tc_inc: doc
            .get_element_by_id("tc-inc")
            .ok_or_else(|| err("tc-inc"))?
            .unchecked_into(),
    })
}

impl Ui {
    fn draw_board(&mut self) {
        self.size = canvas::fit_to_display(&self.els.canvas);
        let cmds = render::draw_commands(&self.app.board_view(), self.size);
        canvas::paint(&self.els.ctx, &cmds);
    }

    fn render_all(&mut self) {
        // A preview belongs to a visible button: hiding the button (which may swallow its
        // blur event) ends it.
        if let Some(side) = self.app.preview {
            if !self.app.castle_buttons()[side.index()] {
                self.app.preview = None;
            }
        }
        self.draw_board();
        let app = &self.app;
        let lang = app.lang;
        let e = &self.els;
        if let Some(html) = e.canvas.owner_document().and_then(|d| d.document_element()) {
            let _ = html.set_attribute("lang", lang.code());
        }
        for (key, el) in &e.labels {
            set_text(el, t(lang, *key));
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
            None => String::new(),
        }));
        let buttons = app.castle_buttons();
        for (i, b) in e.castle.iter().enumerate() {
            let key = if i == 0 {
                Key::CastleShort
            } else {
                Key::CastleLong
            };
            set_text(b, t(lang, key));
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
        let mut sig = app.shown_ply().to_string();
        for (_, w, b) in &rows {
            for (ply, san) in [w, b].into_iter().flatten() {
                sig.push_str(&ply.to_string());
                sig.push_str(san);
            }
        }
        if sig != self.rows_cache {
            self.rows_cache = sig;
            self.render_moves(&rows);
        }
        self.render_clocks();
        let e = &self.els;
        let app = &self.app;
        let tc_value = match app.tc {
            None => String::new(),
            Some(tc) if crate::clock::PRESETS.contains(&tc) => format!("{}+{}", tc.0, tc.1),
            Some(_) => "custom".to_string(),
        };
        if e.tc.value() != tc_value && e.tc.value() != "custom" {
            e.tc.set_value(&tc_value);
        }
        e.tc_custom.set_hidden(e.tc.value() != "custom");
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
        if app.confirm == Some(Key::ConfirmResign) {
            e.resign.set_text_content(Some(t(lang, Key::ConfirmResign)));
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
        if e.hot_seat.checked() != app.hot_seat {
            e.hot_seat.set_checked(app.hot_seat);
        }
        if e.exclude_518.checked() != app.exclude_518 {
            e.exclude_518.set_checked(app.exclude_518);
        }
        if app.confirm == Some(Key::NewGameWarning) {
            e.new_random
                .set_text_content(Some(t(lang, Key::NewGameWarning)));
        }
        e.fen.set_value(&app.fen());
        let tags = app.tags.pairs();
        for (name, input) in &e.tag_inputs {
            if let Some((_, v)) = tags.iter().find(|(n, _)| n == name) {
                if input.value() != *v {
                    input.set_value(v);
                }
            }
        }
        e.pgn.set_value(&app.pgn_text());
        let code = self.embed_options().snippet();
        if self.els.embed_code.value() != code {
            self.els.embed_code.set_value(&code);
        }
        let e = &self.els;
        let _ = e
            .import
            .set_attribute("placeholder", t(lang, Key::ImportHint));
        if e.lang.value() != lang.code() {
            e.lang.set_value(lang.code());
        }
    }

    /// Updates the clock faces only (called ten times a second while a clock runs).
    fn render_clocks(&self) {
        let e = &self.els;
        let app = &self.app;
        let body = e.canvas.owner_document().and_then(|d| d.body());
        let Some(c) = &app.clock else {
            for (row, _, _) in &e.clocks {
                row.set_hidden(true);
            }
            e.clock_toggle.set_hidden(true);
            if let Some(b) = body {
                let _ = b.class_list().remove_1("has-clock");
            }
            return;
        };
        if let Some(b) = body {
            let _ = b.class_list().add_1("has-clock");
        }
        let bottom = if app.flipped {
            Color::Black
        } else {
            Color::White
        };
        for (i, (row, name, time)) in e.clocks.iter().enumerate() {
            let color = if i == 0 { !bottom } else { bottom };
            let ms = c.remaining(color, app.now);
            row.set_hidden(false);
            name.set_text_content(Some(t(
                app.lang,
                if color == Color::White {
                    Key::White
                } else {
                    Key::Black
                },
            )));
            time.set_text_content(Some(&crate::clock::format_ms(ms)));
            let list = row.class_list();
            let _ = list.toggle_with_force("running", c.ticking() == Some(color));
            let _ = list.toggle_with_force("low", ms < 20_000);
            let _ = list.toggle_with_force("flagged", c.flagged() == Some(color));
            let _ = row.set_attribute(
                "data-color",
                if color == Color::White {
                    "white"
                } else {
                    "black"
                },
            );
        }
        e.clock_toggle.set_hidden(app.game.is_over());
        e.clock_toggle.set_text_content(Some(t(
            app.lang,
            if c.not_started() {
                Key::ClockStart
            } else if c.ticking().is_some() {
                Key::ClockPause
            } else {
                Key::ClockResume
            },
        )));
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

    /// The embedding options from the current game and choices.
    fn embed_options(&self) -> crate::embed::EmbedOptions {
        let app = &self.app;
        let loc = web_sys::window().map(|w| w.location());
        let base = loc
            .map(|l| {
                let origin = l.origin().unwrap_or_default();
                let path = l.pathname().unwrap_or_default();
                format!("{origin}{path}")
            })
            .unwrap_or_default();
        let controls = match self.els.embed_controls.value().as_str() {
            "none" => Controls::None,
            "full" => Controls::Full,
            _ => Controls::Minimal,
        };
        crate::embed::EmbedOptions {
            base,
            sp: app.sp,
            fen: Some(rules::fen::to_fen(app.game.start())),
            lang: app.lang.code().to_string(),
            black_bottom: app.flipped,
            flip_auto: app.hot_seat,
            controls,
            tc: app.tc,
            // Another start position gives another id; copying a snippet renews the seed.
            id: format!(
                "b{}",
                (params::fingerprint(&self.embed_id)
                    ^ params::fingerprint(&rules::fen::to_fen(app.game.start())))
                    % 1_000_000
            ),
            size: (360, 560),
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

fn listen(
    target: &web_sys::EventTarget,
    event: &str,
    ui: &Shared,
    f: fn(&mut Ui, &web_sys::Event) -> bool,
) -> Result<(), JsValue> {
    let ui = ui.clone();
    let cb = Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
        if let Ok(mut u) = ui.try_borrow_mut() {
            u.app.now = js_sys::Date::now();
            // Re-render only when the handler acted: a re-render in the middle of a
            // checkbox's or a menu's own events would undo the user's change.
            if f(&mut u, &ev) {
                u.render_all();
                u.save();
            }
        }
    });
    target.add_event_listener_with_callback(event, cb.as_ref().unchecked_ref())?;
    cb.forget();
    Ok(())
}

/// The id of the element an event came from (or of its closest button).
fn target_id(ev: &web_sys::Event) -> String {
    ev.target()
        .map(|t| t.unchecked_into::<Element>())
        .and_then(|e| {
            e.closest("button, input, select")
                .ok()
                .flatten()
                .or(Some(e))
        })
        .map(|e| e.id())
        .unwrap_or_default()
}

/// Sets an element's text only when it differs (a rewrite would re-fire pointer events).
fn set_text(el: &Element, text: &str) {
    if el.text_content().as_deref() != Some(text) {
        el.set_text_content(Some(text));
    }
}

fn notify(u: &mut Ui, error: bool, text: String) {
    u.app.notice = Some(Notice { error, text });
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

/// Every click on the page, dispatched by the id of the button.
fn on_click(u: &mut Ui, ev: &web_sys::Event) -> bool {
    let id = target_id(ev);
    let app = &mut u.app;
    match id.as_str() {
        "castle-oo" => {
            app.castle(CastlingSide::KingSide);
        }
        "castle-ooo" => {
            app.castle(CastlingSide::QueenSide);
        }
        "promo-q" | "promo-r" | "promo-b" | "promo-n" => {
            if let Some(role) = id.chars().last().and_then(Role::from_char) {
                app.choose_promotion(role);
            }
        }
        "takeback" => {
            app.takeback();
        }
        "flip" => app.flip(),
        "resign" => {
            if app.confirm == Some(Key::ConfirmResign) {
                let side = app.game.position().turn();
                app.resign(side);
                app.confirm = None;
            } else {
                app.confirm = Some(Key::ConfirmResign);
            }
        }
        "draw" => {
            if app.confirm == Some(Key::ConfirmDraw) {
                app.agree_draw();
                app.confirm = None;
            } else {
                app.confirm = Some(Key::ConfirmDraw);
            }
        }
        "claim" => {
            app.claim_draw();
        }
        "live" | "nav-last" => app.view = None,
        "nav-first" => app.view_ply(0),
        "nav-prev" => app.step(-1),
        "nav-next" => app.step(1),
        "clock-toggle" => app.toggle_clock(),
        "new-random" => {
            // A game in progress is only replaced after a confirming second click.
            let in_progress = app.game.ply() > 0 && !app.game.is_over();
            if in_progress && app.confirm != Some(Key::NewGameWarning) {
                app.confirm = Some(Key::NewGameWarning);
                return true;
            }
            if app.new_game(NewGame::Random(random_u64())).is_ok() {
                app.game_key = u.url_key.clone();
                app.tags.date = today();
            }
        }
        "new-number" | "new-fen" => {
            let how = if id == "new-fen" {
                Ok(NewGame::Fen(u.els.fen_in.value()))
            } else {
                let v = u.els.number.value();
                v.trim()
                    .parse::<u32>()
                    .map(NewGame::Number)
                    .map_err(|_| format!("'{}': 0-959", v.chars().take(10).collect::<String>()))
            };
            match how.and_then(|h| u.app.new_game(h)) {
                Ok(()) => {
                    u.app.game_key = u.url_key.clone();
                    u.app.tags.date = today();
                }
                Err(msg) => notify(u, true, msg),
            }
        }
        "fen-copy" => {
            copy_text(&app.fen());
            let text = t(app.lang, Key::Copied).to_string();
            notify(u, false, text);
        }
        "pgn-copy" => {
            copy_text(&app.pgn_text());
            let text = t(app.lang, Key::Copied).to_string();
            notify(u, false, text);
        }
        "pgn-download" => {
            let name = match app.sp {
                Some(n) => format!("rokade-sp{n}.pgn"),
                None => "rokade.pgn".to_string(),
            };
            let _ = download(&name, &app.pgn_text());
        }
        "import-button" => {
            let text = u.els.import.value();
            let lang = u.app.lang;
            match u.app.import_text(&text) {
                Ok(()) => {
                    u.app.game_key = u.url_key.clone();
                    u.els.import.set_value("");
                    notify(u, false, t(lang, Key::Imported).to_string());
                }
                Err(msg) => {
                    // A refused oversized paste is cleared: keeping megabytes in the text
                    // box slows the page down.
                    if text.len() > rules::pgn::MAX_PGN_BYTES {
                        u.els.import.set_value("");
                    }
                    notify(u, true, format!("{}: {msg}", t(lang, Key::BadImport)))
                }
            }
        }
        "embed-copy" => {
            copy_text(&u.els.embed_code.value());
            // The next snippet gets another id, so two boards never share a saved game.
            u.embed_id = format!("b{}", random_u64() % 1_000_000);
            let text = t(u.app.lang, Key::Copied).to_string();
            notify(u, false, text);
        }
        "embed-preview-button" => {
            let url = u.embed_options().url();
            if let Some(doc) = u.els.embed_preview.owner_document() {
                if let Ok(frame) = doc.create_element("iframe") {
                    let _ = frame.set_attribute("src", &url);
                    let _ = frame.set_attribute("title", "Rokade Chess960");
                    u.els.embed_preview.set_text_content(None);
                    let _ = u.els.embed_preview.append_child(&frame);
                }
            }
        }
        _ => {
            // A move in the list.
            let ply = ev
                .target()
                .map(|t| t.unchecked_into::<Element>())
                .and_then(|el| el.get_attribute("data-ply"))
                .and_then(|p| p.parse::<usize>().ok());
            match ply {
                Some(p) => app.view_ply(p),
                None => return false,
            }
        }
    }
    true
}

/// Every change of a checkbox, select or text field, dispatched by id.
fn on_change(u: &mut Ui, ev: &web_sys::Event) -> bool {
    let id = target_id(ev);
    let e = &u.els;
    match id.as_str() {
        "hotseat" => {
            let on = e.hot_seat.checked();
            u.app.set_hot_seat(on);
        }
        "no518" => u.app.exclude_518 = e.exclude_518.checked(),
        "lang" => {
            if let Some(l) = Lang::from_code(&e.lang.value()) {
                u.app.lang = l;
            }
        }
        "embed-controls" => {} // the snippet is rebuilt by the render that follows
        "tc" | "tc-min" | "tc-inc" => {
            let v = e.tc.value();
            let tc = match v.as_str() {
                "" => None,
                "custom" => params::parse_tc(&format!(
                    "{}+{}",
                    e.tc_min.value().trim(),
                    e.tc_inc.value().trim()
                )),
                other => params::parse_tc(other),
            };
            u.app.set_time_control(tc);
        }
        _ => {
            // PGN tag fields.
            let input: Option<HtmlInputElement> = ev
                .target()
                .map(|t| t.unchecked_into::<Element>())
                .filter(|el| el.has_attribute("data-tag"))
                .map(|el| el.unchecked_into());
            let Some(i) = input else {
                return false;
            };
            if let Some(name) = i.get_attribute("data-tag") {
                u.app.tags.set(&name, &i.value());
            }
        }
    }
    true
}

fn castle_side(id: &str) -> Option<CastlingSide> {
    match id {
        "castle-oo" => Some(CastlingSide::KingSide),
        "castle-ooo" => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

fn wire(window: &Window, doc: &Document, ui: &Shared) -> Result<(), JsValue> {
    let canvas = ui.borrow().els.canvas.clone();
    listen(&canvas, "pointerdown", ui, |u, ev| {
        let ev: &PointerEvent = ev.unchecked_ref();
        if ev.button() != 0 {
            return false;
        }
        ev.prevent_default();
        let _ = u.els.canvas.set_pointer_capture(ev.pointer_id());
        let (sq, x, y) = u.locate(ev);
        u.app.pointer_down(sq, x, y);
        true
    })?;
    listen(&canvas, "pointermove", ui, |u, ev| {
        if u.app.drag.is_none() {
            return false;
        }
        let (_, x, y) = u.locate(ev.unchecked_ref());
        u.app.pointer_move(x, y);
        // Only the board changes while a piece is dragged: redraw it alone, many times a
        // second, instead of rebuilding the panels and saving.
        u.draw_board();
        false
    })?;
    listen(&canvas, "pointerup", ui, |u, ev| {
        let (sq, _, _) = u.locate(ev.unchecked_ref());
        u.app.pointer_up(sq);
        true
    })?;
    listen(&canvas, "pointercancel", ui, |u, _| {
        u.app.pointer_cancel();
        true
    })?;
    listen(doc, "click", ui, on_click)?;
    listen(doc, "change", ui, on_change)?;
    listen(doc, "input", ui, |u, ev| {
        let tag = ev
            .target()
            .map(|t| t.unchecked_into::<Element>())
            .is_some_and(|e| e.has_attribute("data-tag"));
        tag && on_change(u, ev)
    })?;
    // Hovering or focusing a castling button previews where king and rook will land.
    for event in ["pointerover", "focusin"] {
        listen(doc, event, ui, |u, ev| {
            let side = castle_side(&target_id(ev));
            let changed = side.is_some() && u.app.preview != side;
            if changed {
                u.app.preview = side;
            }
            changed
        })?;
    }
    for event in ["pointerout", "focusout"] {
        listen(doc, event, ui, |u, ev| {
            let leaving = castle_side(&target_id(ev)).is_some() && u.app.preview.is_some();
            if leaving {
                u.app.preview = None;
            }
            leaving
        })?;
    }
    // Arrow keys step through the moves (not while typing in a field).
    listen(doc, "keydown", ui, |u, ev| {
        let ev: &KeyboardEvent = ev.unchecked_ref();
        let typing = ev
            .target()
            .map(|t| t.unchecked_into::<Element>())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if typing {
            return false;
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
            _ => return false,
        }
        ev.prevent_default();
        true
    })?;
    listen(window, "resize", ui, |_, _| true)?;

    // The clock: ten readings a second; a flag fall ends the game at once.
    let ui2 = ui.clone();
    let tick = Closure::<dyn FnMut()>::new(move || {
        if let Ok(mut u) = ui2.try_borrow_mut() {
            if u.app.clock.is_none() {
                return;
            }
            let ended = u.app.tick(js_sys::Date::now());
            if ended {
                u.render_all();
                u.save();
            } else {
                u.render_clocks();
            }
        }
    });
    window.set_interval_with_callback_and_timeout_and_arguments_0(
        tick.as_ref().unchecked_ref(),
        100,
    )?;
    tick.forget();
    Ok(())
}
