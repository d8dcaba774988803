//! A player asks a bye for one round: the next or any later round not paired yet; a new
//! choice replaces the earlier one, and a refused one changes nothing.

mod common;

use common::{new_evening, register, send, tool};
use evening::ByeKind;
use evening_app::action::Action;
use evening_app::lang::Lang;
use evening_app::notice::Notice;

#[test]
fn a_bye_for_a_later_round() {
    let mut ui = tool(Lang::En);
    new_evening(&mut ui, "Avond");
    for name in ["Ann", "Bob", "Cid", "Dee"] {
        register(&mut ui, name, "");
    }
    let byes = |ui: &evening_app::ui::Ui| ui.evening.as_ref().unwrap().players()[1].byes.clone();
    send(&mut ui, Action::Bye(2, "zero:3".into()));
    assert_eq!(byes(&ui), vec![(3, ByeKind::Zero)]);
    assert_eq!(ui.notice, Some(Notice::Bye("Bob".into(), 3, ByeKind::Zero)));
    // Another round instead: the earlier request goes.
    send(&mut ui, Action::Bye(2, "half:2".into()));
    assert_eq!(byes(&ui), vec![(2, ByeKind::Half)]);
    // A round beyond the evening is refused and leaves the bye asked.
    send(&mut ui, Action::Bye(2, "half:4".into()));
    assert!(matches!(ui.notice, Some(Notice::Refused(_))));
    assert_eq!(byes(&ui), vec![(2, ByeKind::Half)]);
    // A bad value asks nothing.
    send(&mut ui, Action::Bye(2, "half:x".into()));
    assert_eq!(byes(&ui), vec![(2, ByeKind::Half)]);
    // The list offers every round not paired yet, and shows the choice.
    let page = evening_app::view::view(&ui);
    let select = page.find("bye-2").unwrap();
    let values: Vec<&str> = select
        .walk()
        .iter()
        .filter_map(|n| n.get("value"))
        .collect();
    assert_eq!(
        values,
        ["", "half:1", "zero:1", "half:2", "zero:2", "half:3", "zero:3"]
    );
    let chosen = select
        .walk()
        .into_iter()
        .find(|n| n.get("selected").is_some());
    assert_eq!(chosen.and_then(|n| n.get("value")), Some("half:2"));
    assert_eq!(
        page.find("players")
            .unwrap()
            .text_content()
            .matches("bye (½) in round 2")
            .count(),
        1
    );
    // None.
    send(&mut ui, Action::Bye(2, String::new()));
    assert!(byes(&ui).is_empty());
    assert_eq!(ui.notice, Some(Notice::ByeCancelled("Bob".into(), 2)));
}
