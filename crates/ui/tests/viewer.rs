//! The game viewer's pure part: the address, the chooser, navigation through a 960 round with
//! variations, NAGs and comments, what is announced, the move list and "Continue from here".

use ui::address::Address;
use ui::i18n::Lang;
use ui::percent::percent_encode;
use ui::viewer::list::{items, Item};
use ui::viewer::{Ply, Step, ViewParams, Viewer};

const ROUND: &str = include_str!("../../rules/tests/data/round-960.pgn");

fn open(extra: &str) -> Viewer {
    let address = Address::read(
        &format!("?view=1{extra}"),
        &format!("#pgn={}", percent_encode(ROUND)),
    );
    assert!(ViewParams::wanted(&address));
    Viewer::open(&ViewParams::read(&address), Lang::En).unwrap()
}

#[test]
fn reads_its_parameters() {
    let a = Address::read("?view=1&game=2&ply=last&flip=1&lang=fr", "#pgn=1.%20e4%20*");
    let p = ViewParams::read(&a);
    assert_eq!(p.pgn.as_deref(), Some("1. e4 *"));
    assert_eq!(
        (p.game, p.ply, p.flip, p.lang),
        (Some(2), Some(Ply::Last), true, Some(Lang::Fr))
    );
    let p = ViewParams::read(&Address::read("?view=1&ply=7&game=x&flip=0", ""));
    assert_eq!(
        (p.game, p.ply, p.flip, p.pgn),
        (None, Some(Ply::At(7)), false, None)
    );
    assert!(!ViewParams::wanted(&Address::read("?view=2", "")));
}

#[test]
fn opens_at_the_start_and_at_a_ply_in_the_chosen_game() {
    let v = open("");
    assert_eq!((v.chosen, v.current), (0, 0));
    assert_eq!(v.games.len(), 3);
    let v = open("&game=2&ply=5");
    assert_eq!(v.chosen, 1);
    assert_eq!(v.node().unwrap().san, "O-O");
    assert_eq!(
        v.node()
            .unwrap()
            .pos
            .king_of(rules::Color::White)
            .to_string(),
        "g1"
    );
    let v = open("&game=1&ply=last");
    assert_eq!(v.node().unwrap().san, "Nc5");
    let v = open("&game=9");
    assert_eq!(v.chosen, 0);
    assert!(v.note.is_some());
    let v = open("&ply=0");
    assert_eq!(v.current, 0);
}

#[test]
fn steps_through_the_main_line_and_into_a_variation() {
    let mut v = open("");
    assert_eq!(v.can_go(), (false, true));
    assert!(!v.step(Step::Back));
    assert!(v.step(Step::Forward));
    assert_eq!(v.announcement(Lang::En), "1. d4: White: pawn d2 to d4");
    assert!(v.step(Step::Last));
    assert_eq!(v.node().unwrap().san, "Nc5");
    assert_eq!(v.can_go(), (true, false));
    assert!(!v.step(Step::Forward));
    assert!(v.step(Step::First));
    assert_eq!(
        v.announcement(Lang::En),
        "Start position. Both kings start on b1 and b8, next to their a-file rooks."
    );
    // Long castling with the king on b1: a click on 6. O-O-O in the move list.
    let list = items(&v.tree, Lang::En);
    let castle = list
        .iter()
        .find_map(|i| match i {
            Item::Move { node, text, .. } if text == "6. O-O-O" => Some(*node),
            _ => None,
        })
        .unwrap();
    assert!(v.step(Step::To(castle)));
    let said = v.announcement(Lang::En);
    assert!(
        said.starts_with("6. O-O-O: White castles O-O-O: king c1, rook d1"),
        "{said}"
    );
    assert!(said.ends_with("king to c1, rook to d1."), "{said}");
    // Into the variation 4... Nd6, then forward stays in it, back leaves it.
    let var = list
        .iter()
        .find_map(|i| match i {
            Item::Move {
                node,
                text,
                depth: 1,
            } if text == "4... Nd6" => Some(*node),
            _ => None,
        })
        .unwrap();
    assert!(v.step(Step::To(var)));
    assert!(v.announcement(Lang::En).ends_with(", variation"));
    assert!(v.step(Step::Forward));
    assert_eq!(v.node().unwrap().san, "Nd3");
    assert!(v.step(Step::Last));
    assert_eq!(v.node().unwrap().san, "Be7");
    assert_eq!(v.node().unwrap().depth, 1);
    assert!(v.step(Step::Back) && v.step(Step::Back) && v.step(Step::Back));
    assert_eq!(v.node().unwrap().san, "Be2");
    assert_eq!(v.node().unwrap().depth, 0);
    assert!(!v.step(Step::To(10_000)));
}

#[test]
fn the_move_list_shows_variations_nags_and_comments_in_pgn_order() {
    let v = open("");
    let text: Vec<String> = items(&v.tree, Lang::En)
        .into_iter()
        .map(|i| match i {
            Item::Move { text, .. } => text,
            Item::Comment { text, .. } => format!("{{{text}}}"),
            Item::Open => "(".into(),
            Item::Close => ")".into(),
        })
        .collect();
    let joined = text.join(" ");
    assert!(
        joined.contains("4. Be2! Be7 ( 4... Nd6 5. Nd3 ( 5. Ngf3? Be7 ) 5... Be7 ) 5. Nd3 Nd6"),
        "{joined}"
    );
    assert!(joined.contains("6... O-O-O?! 7. c4"), "{joined}");
    assert!(joined.ends_with("10. Nc5 +−"), "{joined}");
    // Dutch piece letters.
    let nl: Vec<Item> = items(&v.tree, Lang::Nl);
    assert!(nl
        .iter()
        .any(|i| matches!(i, Item::Move { text, .. } if text == "5. Pd3")));
}

#[test]
fn chooser_heading_and_choosing() {
    let mut v = open("");
    let labels: Vec<String> = v.games.iter().map(Viewer::game_label).collect();
    assert_eq!(
        labels,
        [
            "Anna de Vries – Bram Jansen, 1-0",
            "Carla Smit – Dirk Visser, 1/2-1/2",
            "Eva Bakker – Frank de Boer, 0-1"
        ]
    );
    assert!(v.step(Step::Last));
    assert!(v.choose(2));
    assert_eq!(v.current, 0);
    let (players, event, result) = v.heading(Lang::Nl);
    assert_eq!(
        (players.as_str(), event.as_str(), result.as_str()),
        (
            "Eva Bakker – Frank de Boer",
            "Clubavond 960, Ronde 3.3",
            "0-1"
        )
    );
    assert!(!v.choose(3));
    assert_eq!(v.chosen, 2);
}

#[test]
fn continue_from_here_gives_the_game_page_the_moves_so_far() {
    let mut v = open("&game=2&ply=6");
    let link = v.continue_link(Lang::Fr);
    assert!(
        link.starts_with("./#pgn=") && link.ends_with("&lang=fr"),
        "{link}"
    );
    let a = Address::read("", link.trim_start_matches("./"));
    let g = rules::pgn::read_game(a.get("pgn").unwrap()).unwrap();
    assert_eq!(g.game.sans(), ["e4", "e5", "Ne3", "Ne6", "O-O", "O-O"]);
    assert_eq!(g.result(), "*");
    assert_eq!(g.tags.get("White"), Some("Carla Smit"));
    // From inside a variation: its moves.
    let var = v.tree.nodes.iter().position(|n| n.san == "g3").unwrap();
    assert!(v.step(Step::To(var)));
    let a = Address::read("", v.continue_link(Lang::En).trim_start_matches("./"));
    let g = rules::pgn::read_game(a.get("pgn").unwrap()).unwrap();
    assert_eq!(
        g.game.sans(),
        ["e4", "e5", "Ne3", "Ne6", "O-O", "Nf4", "g3"]
    );
}

#[test]
fn bad_input_gets_a_sentence_in_the_language_never_a_panic() {
    let read = |search: &str, hash: &str, lang| {
        Viewer::open(&ViewParams::read(&Address::read(search, hash)), lang)
    };
    assert_eq!(
        read("?view=1", "", Lang::Nl).unwrap_err(),
        "Geen partij gegeven: zet een PGN in het adres (pgn=…)."
    );
    let e = read("?view=1&pgn=1.%20e4%20e5%202.%20Nf9%20*", "", Lang::Fr).unwrap_err();
    assert_eq!(
        e,
        "Ce PGN ne peut pas être lu (ligne 1) : coup impossible 2. Nf9.".replace(" : ", ": ")
    );
    assert_eq!(
        read("?view=1&pgn=%7Bonly%20a%20comment%7D", "", Lang::En).unwrap_err(),
        "This PGN holds no game."
    );
    for junk in [
        "(((",
        ")",
        "[FEN \"x\"]",
        "1. e4 (",
        "$999999999999",
        "%00",
        "1. O-O-O-O",
    ] {
        let _ = read(
            "?view=1",
            &format!("#pgn={}", percent_encode(junk)),
            Lang::Da,
        );
    }
}

#[test]
fn keys_move_through_the_game_off_the_board_and_between_squares_on_it() {
    use rules::Square;
    use ui::viewer::keys::{key, KeyAct};
    let v = open("&ply=3");
    let e2 = Square::from_coords(4, 1);
    assert_eq!(
        key(&v, Lang::En, "ArrowLeft", false, None),
        KeyAct::Step(Step::Back)
    );
    assert_eq!(
        key(&v, Lang::En, "End", false, None),
        KeyAct::Step(Step::Last)
    );
    assert_eq!(key(&v, Lang::En, "x", false, None), KeyAct::Pass);
    assert_eq!(
        key(&v, Lang::En, "ArrowUp", false, Some(e2)),
        KeyAct::Cursor(Square::from_coords(4, 2))
    );
    assert_eq!(
        key(
            &v,
            Lang::En,
            "ArrowLeft",
            false,
            Some(Square::from_coords(0, 0))
        ),
        KeyAct::Cursor(Square::from_coords(0, 0))
    );
    assert_eq!(
        key(&v, Lang::En, ".", false, Some(e2)),
        KeyAct::Step(Step::Forward)
    );
    assert_eq!(
        key(&v, Lang::En, ",", false, Some(e2)),
        KeyAct::Step(Step::Back)
    );
    match key(&v, Lang::En, "w", false, Some(e2)) {
        KeyAct::Say(s) => assert!(s.contains("b1"), "{s}"),
        other => panic!("{other:?}"),
    }
    assert_eq!(key(&v, Lang::En, "l", false, Some(e2)), KeyAct::SayMove);
    assert_eq!(v.announcement(Lang::En), "2. Bf4: White: bishop c1 to f4");
    let flipped = open("&flip=1");
    assert_eq!(
        key(&flipped, Lang::En, "ArrowUp", false, Some(e2)),
        KeyAct::Cursor(Square::from_coords(4, 0))
    );
}

#[test]
fn the_snippet_for_a_pasted_round_or_a_bad_paste() {
    use ui::viewer::snippet::{ViewerSnippet, CHOOSER, VIEWER_CHROME};
    let s = ViewerSnippet::new("https://club.example/960/", ROUND, Lang::Nl, 360).unwrap();
    assert!(s
        .url()
        .starts_with("https://club.example/960/viewer.html?view=1&embed=1&lang=nl#pgn=%5BEvent"));
    // The viewer's own page, in the folder of the page the dialog was opened on.
    let named =
        ViewerSnippet::new("https://club.example/960/index.html", ROUND, Lang::Nl, 360).unwrap();
    assert_eq!(named.url(), s.url());
    assert_eq!(s.height(), 344 + VIEWER_CHROME + CHOOSER);
    let html = s.snippet();
    assert!(
        html.starts_with(
            "<iframe src=\"https://club.example/960/viewer.html?view=1&amp;embed=1&amp;lang=nl#pgn="
        ),
        "{html}"
    );
    assert!(
        html.ends_with(
            "width=\"360\" height=\"744\" title=\"Rokade Chess960\" loading=\"lazy\"></iframe>"
        ),
        "{html}"
    );
    // The URL carries the PGN back whole.
    let a = Address::read("", s.url().split_once('#').unwrap().1);
    assert_eq!(a.get("pgn"), Some(ROUND.trim()));
    let one = ViewerSnippet::new("./", "1. e4 *", Lang::En, 500).unwrap();
    assert_eq!((one.width, one.height()), (480, 464 + VIEWER_CHROME));
    assert_eq!(
        ViewerSnippet::new("./", "1. e4 *", Lang::En, 10)
            .unwrap()
            .width,
        280
    );
    assert_eq!(
        ViewerSnippet::new("./", "1. Ke3 *", Lang::Da, 360).unwrap_err(),
        "Denne PGN kan ikke læses (linje 1): umuligt træk 1. Ke3."
    );
    assert_eq!(
        ViewerSnippet::new("./", "  ", Lang::En, 360).unwrap_err(),
        "This PGN holds no game."
    );
}
