//! The PGN lexer: a text as tokens (tag pairs, comments, variation brackets, NAGs and
//! symbols), each with the line it starts on.

use super::comments::normalise_comment;
use super::error::{err, PgnError, PgnErrorKind, TagPairError};
use super::tags::{is_tag_name_byte, valid_tag_name};

/// A lexical token of PGN.
#[derive(Debug)]
pub(super) enum Tok<'a> {
    Tag(String, String),
    Comment(String),
    Open,
    Close,
    /// `$n`: the number when it is 0-255 (a NAG), else `None`.
    Nag(Option<u8>),
    Symbol(&'a str),
}

pub(super) struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    line: usize,
}

/// Bytes that end a symbol.
fn is_delimiter(b: u8) -> bool {
    b.is_ascii_whitespace()
        || matches!(
            b,
            b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'"' | b'$'
        )
}

impl<'a> Lexer<'a> {
    pub(super) fn new(src: &'a str) -> Lexer<'a> {
        let src = src.strip_prefix('\u{feff}').unwrap_or(src);
        Lexer {
            src,
            pos: 0,
            line: 1,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.src.as_bytes().get(self.pos).copied()
    }

    fn bump(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.pos += 1;
        if b == b'\n' {
            self.line += 1;
        }
        Some(b)
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.src.as_bytes().get(self.pos - 1) == Some(&b'\n')
    }

    fn slice(&self, from: usize, to: usize) -> &'a str {
        self.src.get(from..to).unwrap_or("")
    }

    fn skip_line(&mut self) {
        while let Some(b) = self.peek() {
            if b == b'\n' {
                break;
            }
            self.pos += 1;
        }
    }

    fn skip_blanks_on_line(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r')) {
            self.pos += 1;
        }
    }

    /// The next token and the line it starts on.
    pub(super) fn next_token(&mut self) -> Result<Option<(usize, Tok<'a>)>, PgnError> {
        loop {
            if self.at_line_start() && self.peek() == Some(b'%') {
                self.skip_line();
                continue;
            }
            let Some(b) = self.peek() else {
                return Ok(None);
            };
            let line = self.line;
            match b {
                b if b.is_ascii_whitespace() => {
                    self.bump();
                }
                b'[' => {
                    self.bump();
                    return self.tag(line).map(|t| Some((line, t)));
                }
                b'{' => {
                    self.bump();
                    let start = self.pos;
                    loop {
                        match self.bump() {
                            Some(b'}') => break,
                            Some(_) => {}
                            None => return Err(err(line, PgnErrorKind::UnclosedComment)),
                        }
                    }
                    let text = self.slice(start, self.pos - 1);
                    return Ok(Some((line, Tok::Comment(normalise_comment(text)))));
                }
                b';' => {
                    self.bump();
                    let start = self.pos;
                    self.skip_line();
                    let text = self.slice(start, self.pos);
                    return Ok(Some((line, Tok::Comment(normalise_comment(text)))));
                }
                b'(' => {
                    self.bump();
                    return Ok(Some((line, Tok::Open)));
                }
                b')' => {
                    self.bump();
                    return Ok(Some((line, Tok::Close)));
                }
                b'$' => {
                    self.bump();
                    let mut value: Option<u8> = Some(0);
                    let mut digits = 0;
                    while let Some(d) = self.peek().filter(u8::is_ascii_digit) {
                        value = value
                            .and_then(|v| v.checked_mul(10))
                            .and_then(|v| v.checked_add(d - b'0'));
                        digits += 1;
                        self.bump();
                    }
                    let value = if digits == 0 { None } else { value };
                    return Ok(Some((line, Tok::Nag(value))));
                }
                b'}' | b']' | b'"' => {
                    return Err(err(line, PgnErrorKind::Unexpected(char::from(b))));
                }
                _ => {
                    let start = self.pos;
                    while self.peek().is_some_and(|b| !is_delimiter(b)) {
                        self.pos += 1;
                    }
                    return Ok(Some((line, Tok::Symbol(self.slice(start, self.pos)))));
                }
            }
        }
    }

    /// `true` if the `"` at byte `i` closes a tag value: blanks and `]` follow.
    fn closes_tag(&self, i: usize) -> bool {
        let bytes = self.src.as_bytes();
        let mut j = i + 1;
        while matches!(bytes.get(j), Some(b' ' | b'\t' | b'\r')) {
            j += 1;
        }
        bytes.get(j) == Some(&b']')
    }

    /// A tag pair after its `[`: `Name "value"]`, on one line.
    ///
    /// In the value, `\"` and `\\` stand for `"` and `\` (PGN 8.1.1). Some writers (python-chess)
    /// do not escape, so a `"` that is not followed by `]` is taken as part of the value, and a
    /// value that only ends at its last `"]` is taken as written.
    fn tag(&mut self, line: usize) -> Result<Tok<'a>, PgnError> {
        let bad = |e: TagPairError| err(line, PgnErrorKind::Tag(e));
        self.skip_blanks_on_line();
        let start = self.pos;
        while self.peek().is_some_and(is_tag_name_byte) {
            self.pos += 1;
        }
        let name = self.slice(start, self.pos).to_string();
        if !valid_tag_name(&name) {
            return Err(bad(TagPairError::MissingName));
        }
        self.skip_blanks_on_line();
        if self.peek() != Some(b'"') {
            return Err(bad(TagPairError::MissingQuote { name }));
        }
        self.pos += 1;
        let bytes = self.src.as_bytes();
        let value_start = self.pos;
        let mut value = Vec::new();
        let mut i = value_start;
        let end = loop {
            match bytes.get(i) {
                Some(b'"') if self.closes_tag(i) => break Some(i),
                Some(b'\\') => match bytes.get(i + 1) {
                    Some(&c @ (b'"' | b'\\')) => {
                        value.push(c);
                        i += 2;
                    }
                    _ => {
                        value.push(b'\\');
                        i += 1;
                    }
                },
                Some(b'\n') | None => break None,
                Some(&c) => {
                    value.push(c);
                    i += 1;
                }
            }
        };
        let end = match end {
            Some(end) => end,
            None => {
                // Unescaped: the value runs to the last `"` before a `]` on this line.
                let line_end = bytes
                    .get(value_start..)
                    .and_then(|rest| rest.iter().position(|&b| b == b'\n'))
                    .map_or(bytes.len(), |n| value_start + n);
                let close = (value_start..line_end)
                    .rev()
                    .find(|&k| bytes.get(k) == Some(&b'"') && self.closes_tag(k));
                match close {
                    Some(k) => {
                        value = bytes.get(value_start..k).unwrap_or_default().to_vec();
                        k
                    }
                    None => return Err(bad(TagPairError::UnclosedValue { name })),
                }
            }
        };
        self.pos = end + 1;
        self.skip_blanks_on_line();
        // `closes_tag` saw the `]`.
        self.pos += 1;
        // Only ASCII bytes were taken out, so the bytes are still UTF-8; lossy just in case.
        let value = String::from_utf8_lossy(&value)
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        Ok(Tok::Tag(name, value))
    }
}
