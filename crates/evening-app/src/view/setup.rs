//! The evening's settings: a new evening's form, or the settings of this one.

use evening::settings::{tiebreak_code, MAX_NAME, MAX_ROUNDS};
use evening::Settings;

use super::kit::{button, field, input, select, t};
use crate::action::act;
use crate::node::{el, Node};
use crate::sentence::tiebreak_name;
use crate::settings_form::{fields_of, tiebreak_field, TIEBREAKS, TIEBREAK_PLACES};
use crate::texts::Text;
use crate::ui::Ui;

pub fn view(ui: &Ui) -> Vec<Node> {
    let fields = ui.settings_form.clone().unwrap_or_else(|| {
        let settings = ui
            .evening
            .as_ref()
            .map(|e| e.settings().clone())
            .unwrap_or_else(|| Settings::new("", ui.today));
        fields_of(&settings)
    });
    let new = ui.evening.is_none();
    let mut out = vec![el("h2").text(t(ui, if new { Text::NewEvening } else { Text::Evening }))];
    if new {
        out.push(el("p").class("hint").text(t(ui, Text::NewEveningHelp)));
    }
    let colour_options = [
        ("lot", Text::ByLot),
        ("white", Text::White),
        ("black", Text::Black),
    ]
    .map(|(v, l)| (v.to_string(), t(ui, l).to_string()));
    let mut tiebreak_options = vec![(String::new(), t(ui, Text::NoTieBreak).to_string())];
    tiebreak_options.extend(TIEBREAKS.iter().map(|&tb| {
        (
            tiebreak_code(tb).to_string(),
            tiebreak_name(ui.lang, tb).to_string(),
        )
    }));
    let tiebreaks = el("fieldset")
        .class("ev-tiebreaks")
        .child(el("legend").text(t(ui, Text::TieBreaksInOrder)))
        .children((0..TIEBREAK_PLACES).map(|i| {
            let name = tiebreak_field(i);
            let label = format!("{}.", i + 1);
            field(
                &label,
                select(&name, &tiebreak_options, fields.get(&name)),
                &format!("settings-{name}"),
            )
        }));
    let no518 = el("div")
        .class("field check")
        .child(
            el("input")
                .attr("type", "checkbox")
                .attr("name", "no518")
                .id("settings-no518")
                .flag("checked", fields.checked("no518")),
        )
        .child(
            el("label")
                .attr("for", "settings-no518")
                .text(t(ui, Text::Leave518)),
        );
    let form = el("form")
        .class("ev-form")
        .id("settings")
        .act(act::SETTINGS, "")
        .child(field(
            t(ui, Text::EveningName),
            input("name", fields.get("name")).attr("maxlength", MAX_NAME.to_string()),
            "settings-name",
        ))
        .child(field(
            t(ui, Text::Date),
            input("date", fields.get("date"))
                .attr("type", "date")
                .attr("required", ""),
            "settings-date",
        ))
        .child(field(
            t(ui, Text::Rounds),
            input("rounds", fields.get("rounds"))
                .attr("type", "number")
                .attr("min", "1")
                .attr("max", MAX_ROUNDS.to_string())
                .attr("required", ""),
            "settings-rounds",
        ))
        .child(
            field(
                t(ui, Text::TimeControl),
                input("tc", fields.get("tc"))
                    .attr("aria-describedby", "settings-tc-hint")
                    .attr("size", "7")
                    .attr("required", ""),
                "settings-tc",
            )
            .child(
                el("small")
                    .id("settings-tc-hint")
                    .text(t(ui, Text::TimeControlHelp)),
            ),
        )
        .child(no518)
        .child(field(
            t(ui, Text::FirstColour),
            select("first", &colour_options, fields.get("first")),
            "settings-first",
        ))
        .child(tiebreaks)
        .child(
            el("button")
                .attr("type", "submit")
                .id("settings-submit")
                .class("primary")
                .text(t(ui, if new { Text::BeginEvening } else { Text::Save })),
        );
    out.push(form);
    if !new {
        out.push(el("h3").text(t(ui, Text::StartAgain)));
        out.push(el("p").class("hint").text(t(ui, Text::StartAgainHelp)));
        out.push(button(t(ui, Text::NewEveningButton), act::NEW, "").id("new-evening"));
    }
    out
}
