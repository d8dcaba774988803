//! The viewer's analysis (ui::viewer::review): the questions to the worker, the answers
//! recorded, cancelling, and the words a screen reader says for a marked move.

use protocol::{Answer, FromWorker};
use rules::pgn::read_game;
use ui::analysis::{Eval, Mark};
use ui::i18n::Lang;
use ui::viewer::review::{eval_short, eval_words, key, Review, Setting, Status};
use ui::viewer::tree::Tree;

const HUNG: &str = "1. e4 e5 2. Nf3 Qg5 3. Nxg5 *\n";

fn answer(
    id_of: &protocol::SearchRequest,
    cp: Option<i32>,
    mate: Option<i32>,
    pv: &str,
) -> FromWorker {
    FromWorker::Answer(Answer {
        id: id_of.id,
        best: pv
            .split(' ')
            .next()
            .filter(|m| !m.is_empty())
            .map(String::from),
        depth: 12,
        nodes: 1000,
        score_cp: cp,
        mate,
        pv: pv.split_whitespace().map(String::from).collect(),
    })
}

#[test]
fn every_position_is_asked_and_a_hung_queen_is_a_blunder() {
    let pg = read_game(HUNG).unwrap();
    let tree = Tree::of(&pg);
    let mut r = Review::of_game(&pg);
    assert_eq!(r.status, Status::Idle);
    assert!(!r.shown());
    let mut q = r.start(Setting::Quick).expect("a first question");
    assert_eq!(q.moves.len(), 0);
    assert_eq!(q.depth, Some(Setting::Quick.limits().0));
    assert_eq!(q.movetime_ms, Some(Setting::Quick.limits().1));
    // The engine's scores, the side to move's view, as the worker answers.
    let answers = [
        (Some(30), None, "e2e4 e7e5"),
        (Some(-25), None, "e7e5"),
        (Some(30), None, "g1f3"),
        (Some(-20), None, "b8c6 f1c4"),
        (Some(880), None, "f3g5"),
        (Some(-900), None, "h7h6"),
    ];
    for (i, (cp, mate, pv)) in answers.into_iter().enumerate() {
        assert_eq!(q.moves.len(), i, "asked about position {i}");
        assert_eq!(r.progress(), (i, 6));
        // Progress and old answers change nothing.
        let stale = FromWorker::Answer(Answer {
            id: q.id.wrapping_sub(1),
            best: None,
            depth: 1,
            nodes: 1,
            score_cp: Some(0),
            mate: None,
            pv: vec![],
        });
        assert_eq!(r.on_message(&stale), None);
        match r.on_message(&answer(&q, cp, mate, pv)) {
            Some(next) => q = next,
            None => assert_eq!(i, 5, "the last answer ends it"),
        }
    }
    assert_eq!(r.status, Status::Finished);
    assert!(r.shown());
    // White's view: Black to move after 1. e4 scores -25 for Black = +0.25 for White.
    assert_eq!(r.analysis.eval(1), Some(Eval::Cp(25)));
    assert_eq!(r.analysis.eval(4), Some(Eval::Cp(880)));
    assert_eq!(r.analysis.mark(4), Some(Mark::Blunder));
    assert_eq!(r.analysis.mark(3), None);
    let words = r.move_words(&tree, 4, Lang::En);
    assert_eq!(words, ", blunder, best was Nc6, evaluation 8.8");
    assert_eq!(
        r.move_words(&tree, 4, Lang::Fr),
        ", gaffe, le meilleur était Cc6, évaluation 8.8"
    );
    assert_eq!(r.move_words(&tree, 1, Lang::En), ", evaluation 0.3");
    assert_eq!(
        r.line_text(&tree, 3, Lang::En).as_deref(),
        Some("evaluation +0.20 · Best line (depth 12): Nc6 Bc4")
    );
    assert_eq!(
        r.line_text(&tree, 5, Lang::Nl).as_deref(),
        Some("evaluatie +9.00 · Beste voortzetting (diepte 12): h6")
    );
    assert_eq!(
        r.best_squares(&tree, 3),
        Some((
            rules::Square::from_coords(1, 7),
            rules::Square::from_coords(2, 5)
        ))
    );
    assert!(r.summary(Lang::En, false).starts_with("Black: accuracy "));
    assert!(r
        .summary(Lang::En, false)
        .ends_with("inaccuracies: 0, mistakes: 0, blunders: 1"));
    assert!(r
        .summary(Lang::En, true)
        .ends_with("inaccuracies: 0, mistakes: 0, blunders: 0"));
    let curve = r.curve();
    assert_eq!(curve.len(), 6);
    assert!(curve[4].unwrap() > 0.9 && curve[0].unwrap() < 0.2);
    // Next/previous mistake: Black's blunder is at position 4.
    assert_eq!(r.analysis.next_mark(0, true, false, false), Some(4));
    assert_eq!(r.analysis.next_mark(5, false, false, false), Some(4));
    assert_eq!(r.analysis.next_mark(0, true, true, false), None);
}

#[test]
fn cancel_and_failure_stop_and_late_answers_are_ignored() {
    let pg = read_game(HUNG).unwrap();
    let mut r = Review::of_game(&pg);
    let q = r.start(Setting::Deep).unwrap();
    assert_eq!(q.depth, Some(Setting::Deep.limits().0));
    let q2 = r.on_message(&answer(&q, Some(20), None, "e2e4")).unwrap();
    r.cancel();
    assert_eq!(r.status, Status::Cancelled);
    assert_eq!(r.on_message(&answer(&q2, Some(20), None, "e7e5")), None);
    assert_eq!(r.progress(), (1, 6));
    assert!(r.analysis.deep);
    // Started again: everything anew, and a failed worker stops it.
    let q3 = r.start(Setting::Quick).unwrap();
    assert_eq!((r.progress(), q3.moves.len()), ((0, 6), 0));
    assert_ne!(q3.id, q2.id);
    r.on_message(&FromWorker::Failed {
        id: 0,
        reason: "the worker stopped".into(),
    });
    assert_eq!(r.status, Status::Failed);
}

#[test]
fn mates_and_checkmate_positions() {
    let pg = read_game("1. f3 e5 2. g4 Qh4# 0-1\n").unwrap();
    let mut r = Review::of_game(&pg);
    let mut q = r.start(Setting::Quick).unwrap();
    for (cp, mate, pv) in [
        (Some(10), None, "e2e4"),
        (Some(20), None, "e7e5"),
        (Some(-30), None, "e2e4"),
        (None, Some(1), "d8h4"),
        (None, Some(0), ""),
    ] {
        if let Some(n) = r.on_message(&answer(&q, cp, mate, pv)) {
            q = n;
        }
    }
    assert_eq!(r.status, Status::Finished);
    assert_eq!(r.analysis.eval(3), Some(Eval::Mate(-1)));
    assert_eq!(r.analysis.eval(4), Some(Eval::Mate(0)));
    assert_eq!(r.analysis.mark(3), Some(Mark::Blunder));
    assert_eq!(r.analysis.mark(4), None);
    let tree = Tree::of(&pg);
    assert_eq!(
        r.move_words(&tree, 3, Lang::En),
        ", blunder, best was e4, evaluation minus mate in 1"
    );
    assert_eq!(r.move_words(&tree, 4, Lang::En), "");
}

#[test]
fn an_imported_analysis_is_shown_without_asking() {
    let text = "1. e4 { [%eval 0.3] } 1... e5 { [%eval 0.25] } 2. Nf3 { [%eval 0.3] } \
                2... Qg5 $4 { [%eval 9.0] } 3. Nxg5 { [%eval 8.8] } *\n";
    let pg = read_game(text).unwrap();
    let tree = Tree::of(&pg);
    let r = Review::of_game(&pg);
    assert!(r.shown());
    assert_eq!(r.status, Status::Idle);
    assert_eq!(r.analysis.mark(4), Some(Mark::Blunder));
    assert_eq!(
        r.move_words(&tree, 4, Lang::En),
        ", blunder, evaluation 9.0"
    );
    // The main line's plies; a variation's node has none.
    let v = read_game("1. e4 (1. d4 d5) 1... e5 *\n").unwrap();
    let vt = Tree::of(&v);
    let plies: Vec<Option<usize>> = (0..vt.nodes.len())
        .map(|id| Review::ply_of(&vt, id))
        .collect();
    assert_eq!(plies.iter().filter(|p| p.is_none()).count(), 2, "{plies:?}");
    assert_eq!(Review::ply_of(&vt, vt.main_line_at(2)), Some(2));
}

#[test]
fn evaluations_in_words_and_keys() {
    assert_eq!(eval_words(Lang::En, Eval::Cp(-120)), "minus 1.2");
    assert_eq!(eval_words(Lang::En, Eval::Cp(-4)), "0.0");
    assert_eq!(eval_words(Lang::Nl, Eval::Mate(3)), "mat in 3");
    assert_eq!(eval_words(Lang::Da, Eval::Mate(-2)), "minus mat i 2");
    assert_eq!(eval_short(Eval::Cp(35)), "+0.35");
    assert_eq!(eval_short(Eval::Cp(-120)), "-1.20");
    assert_eq!(eval_short(Eval::Mate(-3)), "#-3");
    assert_eq!(key("n"), Some((true, true)));
    assert_eq!(key("P"), Some((false, false)));
    assert_eq!(key("x"), None);
}

/// The viewer's spoken words after a step carry the analysis: a jump to the next mistake (N)
/// says the mark, the better move and the evaluation, before the move's comment; a position
/// off the main line and the start say nothing of it.
#[test]
fn a_step_to_a_marked_move_says_the_mark() {
    use ui::address::Address;
    use ui::percent::percent_encode;
    use ui::viewer::{Step, ViewParams, Viewer};
    let pgn = "1. e4 e5 2. Nf3 Qg5 {the queen hangs} (2... Nc6) 3. Nxg5 *\n";
    let address = Address::read("?view=1", &format!("#pgn={}", percent_encode(pgn)));
    let mut v = Viewer::open(&ViewParams::read(&address), Lang::En).unwrap();
    let pg = read_game(pgn).unwrap();
    let mut r = Review::of_game(&pg);
    let mut q = r.start(Setting::Quick).expect("a first question");
    for (cp, pv) in [
        (30, "e2e4"),
        (-25, "e7e5"),
        (30, "g1f3"),
        (-20, "b8c6"),
        (880, "f3g5"),
        (-900, "h7h6"),
    ] {
        match r.on_message(&answer(&q, Some(cp), None, pv)) {
            Some(next) => q = next,
            None => break,
        }
    }
    assert_eq!(r.status, Status::Finished);
    assert_eq!(r.announcement(&v, Lang::En), "Start position");
    let ply = r
        .analysis
        .next_mark(0, true, false, false)
        .expect("Black's blunder");
    assert!(v.step(Step::To(v.tree.main_line_at(ply))));
    assert_eq!(
        r.announcement(&v, Lang::En),
        "2... Qg5: Black: queen d8 to g5, blunder, best was Nc6, evaluation 8.8. the queen hangs"
    );
    assert_eq!(
        r.announcement(&v, Lang::Nl),
        "2... Dg5: Zwart: dame d8 naar g5, blunder, beste was Pc6, evaluatie 8.8. the queen hangs"
    );
    // The variation's move: no analysis of it.
    assert!(v.step(Step::Back));
    let variation = v
        .tree
        .node(v.current)
        .and_then(|n| n.children.get(1).copied());
    assert!(v.step(Step::To(variation.expect("the variation's node"))));
    assert_eq!(
        r.announcement(&v, Lang::En),
        v.announcement(Lang::En),
        "a variation's move says no analysis"
    );
}
