//! A round's pairing list as a table, in its five uses: the draft (with a colour swap per
//! board), the result sheet on screen (a result field per board, a link to play it), the
//! projector, the printed pairing list and the printed result sheet (empty boxes).

use evening::{HandOverMismatch, PairingList, PairingRow, Seat, Unpaired};

use super::kit::{abbr, button, head, hidden, numeric, t, table, td};
use crate::action::act;
use crate::handover::{self, Offer};
use crate::node::{el, Node};
use crate::number::points;
use crate::result_desk::result_field;
use crate::result_key::result_code;
use crate::sentence;
use crate::text_table::fill;
use crate::texts::Text;
use crate::ui::Ui;

/// What the table is for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Use {
    /// The draft, changed by hand.
    Draft,
    /// Results entered on screen (`open`: they may still change).
    Results { open: bool },
    /// On the wall.
    Projector,
    /// The printed pairing list.
    Print,
    /// The printed result sheet.
    Sheet,
}

/// The round's table.
pub fn pairing_table(ui: &Ui, list: &PairingList, use_: Use) -> Node {
    let pts = || numeric(abbr(t(ui, Text::PointsShort), t(ui, Text::PointsBefore)));
    let mut headers = vec![
        numeric(head(t(ui, Text::Board))),
        head(t(ui, Text::White)),
        pts(),
        head(t(ui, Text::Black)),
        pts(),
    ];
    match use_ {
        Use::Draft => headers.push(hidden(t(ui, Text::SwapColours))),
        Use::Results { .. } => {
            headers.push(head(t(ui, Text::Result)));
            headers.push(hidden(t(ui, Text::PlayOnRokade)));
        }
        Use::Projector | Use::Print | Use::Sheet => headers.push(head(t(ui, Text::Result))),
    }
    let caption = match use_ {
        Use::Draft => fill(t(ui, Text::DraftCaption), &[&list.round.to_string()]),
        Use::Results { .. } | Use::Sheet => {
            fill(t(ui, Text::ResultsCaption), &[&list.round.to_string()])
        }
        Use::Projector | Use::Print => {
            fill(t(ui, Text::PairingsCaption), &[&list.round.to_string()])
        }
    };
    let rows = list
        .boards
        .iter()
        .map(|row| board_row(ui, list, row, use_))
        .collect();
    table(&caption, &headers, rows).class("ev-table ev-pairs")
}

fn seat_cells(seat: &Seat) -> [Node; 2] {
    let mut name = td(seat.name.clone());
    if let Some(r) = seat.rating {
        name = name.child(el("span").class("rating").text(format!(" ({r})")));
    }
    [name, td(points(seat.points)).class("num")]
}

fn board_row(ui: &Ui, list: &PairingList, row: &PairingRow, use_: Use) -> Node {
    let b = row.board;
    let [wn, wp] = seat_cells(&row.white);
    let [bn, bp] = seat_cells(&row.black);
    let mut tr = el("tr")
        .child(
            el("th")
                .attr("scope", "row")
                .class("num")
                .text(b.to_string()),
        )
        .children([wn, wp, bn, bp]);
    if row.result.is_none() && list.published {
        tr = tr.class("pending");
    }
    let shown = row.result.map(|r| r.notation()).unwrap_or("");
    match use_ {
        Use::Draft => {
            let label = fill(t(ui, Text::SwapColoursOf), &[&b.to_string()]);
            tr.child(
                el("td").child(
                    button(t(ui, Text::SwapColours), act::SWAP, b.to_string())
                        .id(format!("swap-{b}"))
                        .attr("aria-label", label),
                ),
            )
        }
        Use::Results { open } => {
            let label = fill(
                t(ui, Text::ResultOf),
                &[&b.to_string(), &row.white.name, &row.black.name],
            );
            let mut options = vec![(String::new(), t(ui, Text::NoResult).to_string())];
            options.extend(evening::BoardResult::ALL.into_iter().map(|r| {
                (
                    result_code(Some(r)).to_string(),
                    sentence::result_option(ui.lang, r),
                )
            }));
            let chosen = result_code(row.result);
            let mut select = el("select")
                .id(result_field(b))
                .act(act::RESULT, b.to_string())
                .attr("aria-label", label)
                .attr("aria-describedby", "result-help")
                .children(options.into_iter().map(|(v, l)| {
                    el("option")
                        .attr("value", v.clone())
                        .flag("selected", v == chosen)
                        .text(l)
                }));
            if ui.armed == Some(b) {
                select = select.class("armed");
            }
            if !open {
                select = select.attr("disabled", "");
            }
            let mut play = el("td").child(game_link(ui, list, row));
            if let Some(offer) = handed_over(ui, list, b) {
                play = play.child(offer);
            }
            tr.child(el("td").child(select)).child(play)
        }
        Use::Projector | Use::Print => tr.child(td(shown).class("res")),
        Use::Sheet => tr.child(el("td").class("res box").text(shown)),
    }
}

/// The link that opens board `board`'s game on Rokade's game page: the round's position,
/// the evening's time control, the players and the board's reference (the game page hands
/// the finished game back, see [`crate::handover`]).
fn game_link(ui: &Ui, list: &PairingList, row: &PairingRow) -> Node {
    let board = row.board;
    let href = ui.evening.as_ref().map_or_else(String::new, |e| {
        handover::game_address(
            e,
            list.round,
            board,
            (&row.white.name, &row.black.name),
            list.sp,
            ui.lang.code(),
        )
    });
    let label = format!(
        "{}: {}",
        t(ui, Text::Play),
        fill(t(ui, Text::BoardN), &[&board.to_string()])
    );
    el("a")
        .attr("href", href)
        .id(format!("play-{board}"))
        .attr("target", "_blank")
        .attr("rel", "noopener")
        .attr("aria-label", label)
        .text(t(ui, Text::Play))
}

/// What the row shows of a game handed over by the game page: its result and the one press
/// that enters it, or why it cannot be entered.
fn handed_over(ui: &Ui, list: &PairingList, board: u16) -> Option<Node> {
    let offer = ui.offer(list.round, board)?;
    let line = el("p").class("ev-handover").id(format!("handover-{board}"));
    Some(match offer {
        Offer::Enter(r) => {
            let label = fill(
                t(ui, Text::EnterFromBoard),
                &[r.notation(), &board.to_string()],
            );
            line.text(format!(
                "{} — ",
                fill(t(ui, Text::FromBoard), &[r.notation()])
            ))
            .child(
                button(t(ui, Text::EnterIt), act::HANDOVER, board.to_string())
                    .id(format!("take-{board}"))
                    .attr("aria-label", label),
            )
        }
        Offer::Entered(r) => line.text(fill(t(ui, Text::FromBoardEntered), &[r.notation()])),
        Offer::Conflict { game, entered } => line.class("ev-conflict").text(fill(
            t(ui, Text::FromBoardConflict),
            &[game.notation(), entered.notation()],
        )),
        Offer::Misfit(m) => {
            let why = match m {
                HandOverMismatch::Names => t(ui, Text::MisfitNames).to_string(),
                HandOverMismatch::ColoursReversed => t(ui, Text::MisfitColours).to_string(),
                HandOverMismatch::Position { round, game } => fill(
                    t(ui, Text::MisfitPosition),
                    &[&round.to_string(), &game.to_string()],
                ),
                HandOverMismatch::ResultEntered(_) => String::new(),
            };
            line.class("ev-conflict")
                .text(fill(t(ui, Text::FromBoardMisfit), &[&why]))
        }
        Offer::Damaged => line
            .class("ev-conflict")
            .text(t(ui, Text::FromBoardDamaged)),
    })
}

/// Who has no board in the round, and why, under a heading `heading` (`h2`, `h3`: the
/// level under the page's); `None` when everyone plays.
pub fn unpaired(ui: &Ui, list: &PairingList, heading: &'static str) -> Option<Node> {
    if list.unpaired.is_empty() {
        return None;
    }
    Some(
        el("div")
            .class("ev-unpaired")
            .child(el(heading).text(t(ui, Text::NotPaired)))
            .child(el("ul").children(list.unpaired.iter().map(|u| {
                let why = match u.reason {
                    Unpaired::PairingBye => t(ui, Text::PairingBye),
                    Unpaired::HalfPointBye => t(ui, Text::HalfBye),
                    Unpaired::FullPointBye => t(ui, Text::FullBye),
                    Unpaired::ZeroPointBye => t(ui, Text::ZeroBye),
                    Unpaired::Withdrawn => t(ui, Text::Withdrawn),
                };
                el("li").text(format!("{}: {}", u.seat.name, why.to_lowercase()))
            }))),
    )
}

/// The round's heading line: `Round 2 of 3`.
pub fn round_of(ui: &Ui, list: &PairingList) -> String {
    fill(
        t(ui, Text::RoundOf),
        &[&list.round.to_string(), &list.rounds.to_string()],
    )
}
