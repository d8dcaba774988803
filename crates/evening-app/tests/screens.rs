//! Every screen and printed page, in every language, at each stage of an evening, is a
//! well-formed page (common::check_page: labels, captions, headers, unique ids), names its
//! controls in that language, and the page's action names all read back as actions.

mod common;

use common::{key, new_evening, register, send, tool};
use evening_app::action::{act, Action, Event};
use evening_app::fields::Fields;
use evening_app::lang::Lang;
use evening_app::node::Node;
use evening_app::screen::{Print, Screen};
use evening_app::texts::Text;
use evening_app::ui::Ui;
use evening_app::view::view;

/// Every screen and print page of the evening's present stage.
fn visit_all(ui: &mut Ui) -> Vec<Node> {
    let mut pages = Vec::new();
    for screen in Screen::NAV.into_iter().chain([Screen::Projector]) {
        send(ui, Action::Show(screen));
        pages.push(view(ui));
    }
    if let Some(round) = ui.shown_round() {
        for print in [
            Print::Pairings(round),
            Print::ResultSheet(round),
            Print::Standings(0),
            Print::CrossTable(0),
        ] {
            send(ui, Action::Print(print));
            pages.push(view(ui));
            send(ui, Action::Unprint);
        }
    }
    pages
}

/// Each `data-act` in the page reads back as an action for the event its element gets.
fn acts_read_back(page: &Node) {
    for n in page.walk() {
        let Some(name) = n.get("data-act") else {
            continue;
        };
        let arg = n.get("data-arg").unwrap_or("");
        let event = match n.tag {
            "button" => Event::Click,
            "form" => Event::Submit(Fields::default()),
            "select" if name == act::RESULT => Event::Key("1".into()),
            _ => Event::Change("1".into()),
        };
        if name == act::FILE {
            continue; // read by the DOM layer, then sent as Action::Import
        }
        assert!(
            Action::read(name, arg, event).is_some(),
            "{name} {arg} on a {}",
            n.tag
        );
    }
}

#[test]
fn every_screen_in_every_language() {
    for lang in Lang::ALL {
        let mut ui = tool(lang);
        let mut pages = visit_all(&mut ui);
        new_evening(&mut ui, "Avond");
        for name in ["Ann", "Bob", "Cid"] {
            register(&mut ui, name, "");
        }
        pages.extend(visit_all(&mut ui));
        send(&mut ui, Action::Pair);
        pages.extend(visit_all(&mut ui));
        send(&mut ui, Action::Publish);
        key(&mut ui, 1, "1");
        pages.extend(visit_all(&mut ui));
        for page in &pages {
            common::check_page(page);
            acts_read_back(page);
        }
        let texts: String = pages.iter().map(Node::text_content).collect();
        for text in [Text::Players, Text::Board, Text::Result, Text::CrossTable] {
            assert!(texts.contains(text.text(lang)), "{text:?} in {lang:?}");
        }
        if lang != Lang::En {
            assert!(
                !texts.contains("Standings after"),
                "English left in {lang:?}"
            );
        }
    }
}

#[test]
fn the_round_screen_tells_how_to_type_results() {
    let mut ui = tool(Lang::Nl);
    new_evening(&mut ui, "");
    for name in ["Ann", "Bob", "Cid", "Dee"] {
        register(&mut ui, name, "");
    }
    send(&mut ui, Action::Pair);
    send(&mut ui, Action::Publish);
    let page = view(&ui);
    let field = page.find("result-1").unwrap();
    assert_eq!(field.get("aria-describedby"), Some("result-help"));
    assert!(field
        .get("aria-label")
        .unwrap()
        .starts_with("Uitslag bord 1: "));
    assert!(page
        .find("result-help")
        .unwrap()
        .text_content()
        .contains("= of r (remise)"));
    assert!(page
        .find("pending")
        .unwrap()
        .text_content()
        .contains("Nog 2 van 2 borden"));
    let link = page
        .walk()
        .into_iter()
        .find(|n| n.tag == "a" && n.get("href").is_some_and(|h| h.starts_with("./?sp=")))
        .unwrap();
    let e = ui.evening.as_ref().unwrap();
    let sp = e.round(1).unwrap().sp.unwrap();
    let list = e.pairing_list(1).unwrap();
    let key = evening_app::handover::evening_key(e);
    // The round's position, the evening's clock, the board's reference and its players.
    assert_eq!(
        link.get("href").unwrap(),
        format!(
            "./?sp={sp}&tc=20%2B0&board={key}.1.1&white={}&black={}&lang=nl",
            list.boards[0].white.name, list.boards[0].black.name
        )
    );
}

/// Numbers are right-aligned in their columns, headers included: the standings' place,
/// rating, points and tie-breaks, the cross table's number and points, the pairing list's
/// board and points.
#[test]
fn numeric_columns_and_their_headers_align_right() {
    let mut ui = tool(Lang::En);
    new_evening(&mut ui, "Avond");
    for (name, rating) in [("Ann", "2100"), ("Bob", "2000"), ("Cid", "")] {
        register(&mut ui, name, rating);
    }
    send(&mut ui, Action::Pair);
    send(&mut ui, Action::Publish);
    key(&mut ui, 1, "1");
    let headers = |page: &Node, table: &str| -> Vec<(String, bool)> {
        let t = page.find(table).unwrap();
        t.all("th")
            .into_iter()
            .filter(|th| th.get("scope") == Some("col"))
            .map(|th| {
                let class = th.get("class").unwrap_or("");
                (th.text_content(), class.split(' ').any(|c| c == "num"))
            })
            .collect()
    };
    send(&mut ui, Action::Show(Screen::Standings));
    let page = view(&ui);
    let right: Vec<String> = headers(&page, "standings")
        .into_iter()
        .filter(|(_, num)| *num)
        .map(|(h, _)| h)
        .collect();
    assert_eq!(
        right,
        ["Pl.", "Rating", "Points", "BH-C1", "BH", "SB"],
        "{right:?}"
    );
    let right: Vec<String> = headers(&page, "cross")
        .into_iter()
        .filter(|(_, num)| *num)
        .map(|(h, _)| h)
        .collect();
    assert_eq!(right, ["No.", "Points"]);
}
