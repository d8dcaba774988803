//! The browser layer in a real browser: canvas painting, device pixel ratio sizing and
//! localStorage persistence. Run by scripts/test.sh with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p dom --target wasm32-unknown-unknown --test browser`.
#![cfg(target_arch = "wasm32")]

use dom::canvas;
use ui::i18n::Lang;
use ui::state::{App, NewGame};
use ui::{persist, render};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlCanvasElement;

wasm_bindgen_test_configure!(run_in_browser);

fn new_canvas(css_px: u32) -> HtmlCanvasElement {
    let doc = web_sys::window().unwrap().document().unwrap();
    let c: HtmlCanvasElement = doc.create_element("canvas").unwrap().unchecked_into();
    c.set_attribute(
        "style",
        &format!("width:{css_px}px;height:{css_px}px;display:block"),
    )
    .unwrap();
    doc.body().unwrap().append_child(&c).unwrap();
    c
}

fn pixel(ctx: &web_sys::CanvasRenderingContext2d, x: f64, y: f64) -> [u8; 4] {
    let data = ctx.get_image_data(x, y, 1.0, 1.0).unwrap().data();
    [data[0], data[1], data[2], data[3]]
}

#[wasm_bindgen_test]
fn paints_the_start_position_on_a_canvas() {
    let c = new_canvas(400);
    let size = canvas::fit_to_display(&c);
    let dpr = web_sys::window().unwrap().device_pixel_ratio();
    assert_eq!(size, (400.0 * dpr).round());
    let ctx = canvas::context(&c).unwrap();
    let app = App::new(Lang::En, 518);
    canvas::paint(&ctx, &render::draw_commands(&app.board_view(), size));
    let sq = size / 8.0;
    // e4 (file 4, rank 3 from the bottom) is empty: a plain light square.
    let e4 = pixel(&ctx, 4.5 * sq, (7.0 - 3.0 + 0.2) * sq);
    // a3 is empty and dark.
    let a3 = pixel(&ctx, 0.5 * sq, (7.0 - 2.0 + 0.5) * sq);
    assert_ne!(e4, a3, "light and dark squares differ");
    assert_eq!(e4[3], 255);
    // The centre of e1 holds the white king: not the square colour.
    let e1_centre = pixel(&ctx, 4.5 * sq, 7.5 * sq);
    let e1_corner = pixel(&ctx, 4.0 * sq + 2.0, 7.0 * sq + 2.0);
    assert_ne!(e1_centre, e1_corner, "a piece is drawn on e1");
}

#[wasm_bindgen_test]
fn selection_highlight_changes_the_pixels() {
    let c = new_canvas(320);
    let size = canvas::fit_to_display(&c);
    let ctx = canvas::context(&c).unwrap();
    let mut app = App::new(Lang::En, 518);
    let sq = size / 8.0;
    canvas::paint(&ctx, &render::draw_commands(&app.board_view(), size));
    let before = pixel(&ctx, 4.5 * sq, (7.0 - 3.0 + 0.5) * sq);
    app.pointer_down("e2".parse().ok(), 0.0, 0.0);
    app.pointer_up("e2".parse().ok());
    canvas::paint(&ctx, &render::draw_commands(&app.board_view(), size));
    let after = pixel(&ctx, 4.5 * sq, (7.0 - 3.0 + 0.5) * sq);
    assert_ne!(before, after, "e4 shows a destination marker");
}

#[wasm_bindgen_test]
fn saved_game_survives_local_storage() {
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    let mut app = App::new(Lang::Nl, 0);
    app.new_game(NewGame::Number(42)).unwrap();
    app.pointer_down("e2".parse().ok(), 0.0, 0.0);
    app.pointer_up("e2".parse().ok());
    app.pointer_down("e4".parse().ok(), 0.0, 0.0);
    app.pointer_up("e4".parse().ok());
    assert_eq!(app.game.ply(), 1);
    storage
        .set_item("rokade.test", &persist::encode(&app.to_saved()))
        .unwrap();
    let text = storage.get_item("rokade.test").unwrap().unwrap();
    let back = App::from_saved(&persist::decode(&text).unwrap(), Lang::En).unwrap();
    assert_eq!(back.game.sans(), app.game.sans());
    assert_eq!(back.sp, Some(42));
    assert_eq!(back.lang, Lang::Nl);
    storage.remove_item("rokade.test").unwrap();
}
