//! The book's 80x25 screen (crossterm). Only this module touches the terminal.
