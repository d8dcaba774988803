//! Bad input never panics and always gets a sentence in the page's language: a damaged
//! store (set aside, never lost), a pasted TRF that is not one, a shared link that does not
//! decode, numbers out of range, actions that make no sense where they come.

mod common;

use common::{new_evening, register, send, tool};
use evening::store::StoreError;
use evening_app::action::{Action, Event};
use evening_app::address::{share_link, Address};
use evening_app::fields::Fields;
use evening_app::lang::Lang;
use evening_app::notice::{Field, Notice, Tone};
use evening_app::screen::Screen;
use evening_app::sentence;
use evening_app::ui::{Mode, Ui};
use evening_app::view::view;

#[test]
fn a_damaged_store_is_set_aside_with_a_message() {
    let mut ui = tool(Lang::Nl);
    new_evening(&mut ui, "Avond");
    register(&mut ui, "Ann", "1800");
    let stored = ui.stored().unwrap();
    let damaged = stored.replace("Ann", "Anne");
    let mut again = tool(Lang::Nl);
    let key = again.load(Some(&damaged), "1741970000000");
    assert_eq!(key.as_deref(), Some("rokade.evening.corrupt.1741970000000"));
    assert_eq!(again.evening, None);
    let Some(notice @ Notice::SetAside(StoreError::Checksum, _)) = &again.notice else {
        panic!("{:?}", again.notice)
    };
    let text = sentence::notice(Lang::Nl, notice);
    assert!(
        text.contains("beschadigd") && text.contains("rokade.evening.corrupt.1741970000000"),
        "{text}"
    );
    assert_eq!(again.screen, Screen::Setup);
    // Cut short, or not an evening at all: set aside as well; empty is simply nothing.
    for text in [&stored[..stored.len() / 2], "hello", "rokade-evening 9\n"] {
        let mut ui = tool(Lang::En);
        assert!(ui.load(Some(text), "2").is_some(), "{text:?}");
        assert_eq!(ui.notice.as_ref().map(Notice::tone), Some(Tone::Error));
    }
    let mut ui = tool(Lang::En);
    assert_eq!(ui.load(Some("  "), "3"), None);
    assert_eq!(ui.load(None, "3"), None);
    assert_eq!(ui.notice, None);
}

#[test]
fn a_bad_trf_paste_is_kept_for_correction() {
    let mut ui = tool(Lang::Da);
    send(&mut ui, Action::Show(Screen::Exchange));
    send(&mut ui, Action::Import("   ".into()));
    assert_eq!(ui.notice, Some(Notice::NothingToImport));
    for paste in [
        "012 Klubaften\n001    1      Ann                               1800 DEN          0000000000       1.0    1     2 w 1\n",
        "not a trf file at all",
        "001",
        "001    1      Ann\u{0}",
    ] {
        send(&mut ui, Action::Import(paste.into()));
        let notice = ui.notice.clone().unwrap();
        assert_eq!(notice.tone(), Tone::Error, "{paste:?}");
        let text = sentence::notice(Lang::Da, &notice);
        assert!(text.starts_with("TRF-filen kan ikke læses"), "{text}");
        assert_eq!(ui.import_text.as_deref(), Some(paste), "the paste is shown again");
        assert!(view(&ui).find("trf-text").unwrap().text_content() == paste);
    }
    assert_eq!(ui.evening, None);
}

#[test]
fn bad_numbers_say_which_field() {
    let mut ui = tool(Lang::En);
    let mut fields =
        evening_app::settings_form::fields_of(&evening::Settings::new("x", common::today()));
    for (name, value, want) in [
        ("rounds", "0", Notice::BadNumber(Field::Rounds)),
        ("rounds", "abc", Notice::BadNumber(Field::Rounds)),
        ("rounds", "3", Notice::Created),
        ("tc", "20", Notice::SettingsSaved),
    ] {
        for pair in &mut fields.0 {
            if pair.0 == name {
                pair.1 = value.to_string();
            }
        }
        send(&mut ui, Action::Settings(fields.clone()));
        assert_eq!(ui.notice, Some(want), "{name}={value}");
    }
    register(&mut ui, "Ann", "");
    register(&mut ui, "Bob", "");
    send(&mut ui, Action::Pair);
    for sp in ["960", "-1", "1e3", ""] {
        send(&mut ui, Action::Position(sp.into()));
        assert_eq!(ui.notice, Some(Notice::BadNumber(Field::Position)), "{sp}");
    }
    send(&mut ui, Action::Position("518".into()));
    assert_eq!(ui.notice, Some(Notice::Position(518)));
    // The name too long, a club too long, a control character: the evening's refusals.
    send(&mut ui, Action::Discard);
    let long = "x".repeat(34);
    register(&mut ui, &long, "");
    assert!(matches!(
        ui.notice,
        Some(Notice::Refused(evening::EveningError::PlayerNameTooLong))
    ));
    register(&mut ui, "Tab\there", "");
    let text = sentence::notice(Lang::En, ui.notice.as_ref().unwrap());
    assert_eq!(text, "A text holds a tab or line break; remove it.");
}

#[test]
fn odd_events_and_arguments_ask_nothing() {
    let mut ui = tool(Lang::En);
    let before = ui.clone();
    for (act, arg, event) in [
        ("withdraw", "65536", Event::Click),
        ("result", "-3", Event::Key("1".into())),
        ("show", "", Event::Click),
        ("print", "cross:", Event::Click),
        ("bye", "x", Event::Change("half".into())),
        ("nothing", "", Event::Submit(Fields::default())),
    ] {
        assert_eq!(Action::read(act, arg, event), None, "{act} {arg}");
    }
    // Actions without an evening change nothing and do not panic.
    for action in [
        Action::Pair,
        Action::Publish,
        Action::Withdraw(3),
        Action::Edit(1),
        Action::Bye(2, "half".into()),
        Action::ResultKey(1, "1".into()),
        Action::ResultChoice(1, "1-0".into()),
        Action::Swap(1),
        Action::Export,
        Action::ShowRound("9".into()),
        Action::After("x".into()),
    ] {
        let effects = send(&mut ui, action.clone());
        assert!(!effects.save, "{action:?}");
        assert_eq!(ui.evening, before.evening);
    }
}

#[test]
fn the_shared_standings_are_read_only() {
    let mut arbiter = tool(Lang::Nl);
    new_evening(&mut arbiter, "Rapid");
    register(&mut arbiter, "Ann", "1800");
    register(&mut arbiter, "Bob", "1700");
    let link = share_link(&arbiter.page, "nl", &arbiter.stored().unwrap());
    let (search, hash) = link.split_once('?').unwrap().1.split_once('#').unwrap();
    let address = Address::read(search, hash);
    assert_eq!(address.mode, Mode::Shared);
    let mut site = Ui::new(Lang::Nl, common::today(), "x");
    site.show_shared(address.fragment.as_deref());
    assert_eq!(site.evening, arbiter.evening);
    assert_eq!(site.screen, Screen::Standings);
    let page = view(&site);
    assert!(page.find("standings").is_some());
    assert!(
        page.find("nav-players").is_none(),
        "no navigation to the arbiter's screens"
    );
    common::check_page(&page);
    // It cannot change the evening.
    for action in [
        Action::Pair,
        Action::Withdraw(1),
        Action::Show(Screen::Players),
        Action::New,
    ] {
        assert!(!site.handle(action, &common::seed(2)).handled);
    }
    assert_eq!(site.evening, arbiter.evening);
    // A damaged link says so.
    let mut broken = Ui::new(Lang::Nl, common::today(), "x");
    broken.show_shared(
        Address::read(search, &hash[..hash.len() - 9])
            .fragment
            .as_deref(),
    );
    assert!(matches!(broken.notice, Some(Notice::BadShare(_))));
    let text = sentence::notice(Lang::Nl, broken.notice.as_ref().unwrap());
    assert!(
        text.starts_with("Deze link bevat geen leesbare stand"),
        "{text}"
    );
    common::check_page(&view(&broken));
    let mut broken = Ui::new(Lang::En, common::today(), "x");
    broken.show_shared(Address::read(search, "#%E2%82").fragment.as_deref());
    assert!(matches!(
        broken.notice,
        Some(Notice::BadShare(StoreError::NotAnEvening))
    ));
}

#[test]
fn the_projector_window_follows_the_store() {
    let mut arbiter = tool(Lang::En);
    new_evening(&mut arbiter, "Rapid");
    for name in ["Ann", "Bob", "Cid"] {
        register(&mut arbiter, name, "");
    }
    let mut wall = tool(Lang::En);
    wall.follow(arbiter.stored().as_deref());
    assert!(view(&wall).text_content().contains("No round paired yet."));
    send(&mut arbiter, Action::Pair);
    wall.follow(arbiter.stored().as_deref());
    let text = view(&wall).text_content();
    assert!(
        text.contains("No round paired yet."),
        "a draft is not for the wall"
    );
    send(&mut arbiter, Action::Publish);
    wall.follow(arbiter.stored().as_deref());
    let sp = arbiter.evening.as_ref().unwrap().round(1).unwrap().sp;
    let page = view(&wall);
    let shown = page.find("sp").unwrap().text_content();
    assert_eq!(shown, format!("SP {}", sp.unwrap()));
    assert!(!page.text_content().contains("(draft)"));
    common::check_page(&page);
    // A damaged store leaves the last good evening on the wall.
    wall.follow(Some("garbage"));
    assert!(wall.evening.is_some());
    assert_eq!(wall.mode, Mode::Projector);
}
