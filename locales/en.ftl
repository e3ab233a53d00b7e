# English: every sentence the player reads. Message ids are the same in every
# catalogue (a test checks it). Numbers arrive as numbers, so plurals follow
# the language's rules; `$side` is one of you, computer, player1, player2.

## The book's screen: Prepare and ShowField

title = THE GAME OF NIM
rule-take = You may take any number of chips from any one row.
rule-last = { $rules ->
    [misere] Whoever takes the last chip loses.
   *[normal] Whoever takes the last chip wins.
}
label-rows = Row
label-chips = Chips
help-move = Enter your move as ROW COUNT (e.g. 2 3 takes 3 chips from row 2)
help-commands = or 0 0 to leave the game, -1 0 to set up new rows

## Prompts and moves

prompt-move = { $side ->
    [player1] Player 1, your move:
    [player2] Player 2, your move:
   *[you] Your move:
}
moved = { $side ->
    [computer] I took { $count ->
        [one] 1 chip
       *[other] { $count } chips
    } from row { $row }.
    [you] You took { $count ->
        [one] 1 chip
       *[other] { $count } chips
    } from row { $row }.
    [player1] Player 1 took { $count ->
        [one] 1 chip
       *[other] { $count } chips
    } from row { $row }.
   *[player2] Player 2 took { $count ->
        [one] 1 chip
       *[other] { $count } chips
    } from row { $row }.
}
side = { $side ->
    [you] you
    [computer] computer
    [player1] Player 1
   *[player2] Player 2
}

## The end of a game: PlayerVictory and OwnVictory

victory = { $side ->
    [you] { $growth ->
        [every] You won! Every row gets one more chip. Play again!
        [some] You won! Every row under { $max } chips gets one more. Play again!
        [full] You won! The rows are full ({ $max } chips) and stay so. Play again!
       *[same] You won! Play again!
    }
    [computer] I won! The same rows again.
    [player1] Player 1 wins! A new game begins.
   *[player2] Player 2 wins! A new game begins.
}
score = Score: { $first } { $first-wins }, { $second } { $second-wins }
goodbye = Goodbye!

## The setup dialogue: GetChange

setup-title = GAME SETUP
setup-explain = (the number of rows, then the number of chips in each row)
setup-leave-plain = (-1 0 goes back to the game as it was, 0 0 leaves the program)
setup-leave-screen = Esc on an empty field goes back to the game as it was; 0 0 quits
setup-rows-prompt = Number of rows ({ $min }-{ $max }):
setup-row-prompt = Row { $row }, chips (1-{ $max }):

## The terminal

enlarge = Please enlarge the terminal to 80x25 (now { $width }x{ $height })
key-help = ? hint  b binary  u undo  h help
key-help-short = h help

## The list of keys and commands (h, help)

keys-title = Keys and commands
keys-move-key = ROW COUNT
keys-move = take COUNT chips from row ROW
keys-hint = a hint: what to play, and why
keys-binary = the binary view: each row in binary, and the nim-sum
keys-undo = take back your last move (and the reply to it)
keys-pass = pass: the other side moves first (before anyone has moved)
keys-help = this list
keys-leave = leave the game
keys-new = set up new rows
keys-clear = clear what you typed
keys-redraw = redraw the screen
keys-suspend = suspend (fg brings the game back)
keys-quit = quit
keys-back = Press Enter to go back to the game.
## The way in from the game: lessons, the day's puzzle, the coach, the level
wayin-keys-lessons = l: the lessons; d: the day's puzzle (then back here)
wayin-keys-coach = c: the coach on or off; level easy, medium or hard
wayin-keys-ctrl = redraw; suspend (fg brings the game back); quit
wayin-keys-learn = the lessons: { $command }
wayin-keys-puzzle = the day's puzzle: { $command }
wayin-keys-coach-plain = the coach on or off (coach on, coach off)
wayin-keys-level = the computer's level: level easy, level medium, level hard
wayin-coach = { $on ->
    [on] The coach is on: after each of your moves it says what the move did
   *[off] The coach is off; c turns it on again
}
wayin-level = { $level ->
    [easy] From my next move I play easy: I make mistakes often
    [medium] From my next move I play medium: I make mistakes now and then
   *[hard] From my next move I play hard: I make no mistakes
}
wayin-plain-learn = { $what ->
    [puzzle] The day's puzzle
   *[learn] Lessons
}: { $command } (0 0 ends this game)
wayin-back = Back in the game: your move.
wayin-no-daily = The day's puzzle cannot be opened here: the game goes on
wayin-refusal-level = "{ $typed }" is not a level; type level easy, level medium or level hard
wayin-refusal-no-computer = two people play: there is no computer's level to set
board-keys-move-key = COLUMN STEPS
board-keys-move = move your piece in COLUMN by STEPS cells
board-keys-new = deal a new board
enlarge-short = Need 80x25

## Refusals: what was typed, then what the question takes

accepts-move = type ROW COUNT, e.g. 2 3
accepts-rows = type how many rows, { $min } to { $max }
accepts-row = type 1 to { $max } chips in row { $row }
refusal-empty = the line is empty; { $accepts }
refusal-no-hint-in-setup = there is no hint during setup; { $accepts }
refusal-too-long = the line is longer than { $limit } bytes; { $accepts }
refusal-not-a-number = "{ $typed }" is not a whole number; { $accepts }
refusal-wrong-count = "{ $typed }" is { $found ->
    [one] 1 number
   *[other] { $found } numbers
}; { $accepts }
refusal-too-large = { $typed } is far too large; { $accepts }
refusal-not-one-number = "{ $typed }" is not one number; { $accepts }
refusal-separator = "{ $typed }": separate the numbers by a space or one comma: 2,3
move-no-such-row = there is no row { $row }; the rows are 1 to { $rows }
move-empty-row = row { $row } is empty; choose a row that still has chips
move-not-positive = take at least one chip ({ $count } is not a move)
move-too-many = row { $row } holds only { $holds ->
    [one] 1 chip
   *[other] { $holds } chips
}; you cannot take { $count }
setup-rows-negative = { $value } is not a number of rows; choose { $min } to { $max }
setup-rows-few = { $value ->
    [one] 1 row is
   *[other] { $value } rows are
} too few; choose { $min } to { $max }
setup-rows-many = { $value } rows are too many; choose { $min } to { $max }
setup-chips = row { $row } cannot hold { $value } chips; choose 1 to { $max }

## The teacher's game: hints, the coach, undo, levels, the binary view

hint-win = { $why ->
    [odd-singles] Take { $count } from row { $row }: that leaves an odd number of single chips
   *[nim-sum] Take { $count } from row { $row }: that leaves a nim-sum of 0
}
hint-wait = No move wins against perfect play: take 1 from row { $row } and wait for a mistake
## The coach speaks of the position the learner's move left, which the
## reply has already changed on the screen: so it names the move, in the
## past, and says the reply after it. $then: reply (the computer answered),
## slip (its answer slipped: the learner can win again; shorter: slip-short),
## none (no answer yet: plain mode, two players).
coached-kept = { $then ->
    [reply] Good: your { $move } kept your winning position; I answered { $reply }
   *[none] Good: your { $move } kept your winning position
}
coached-no-win = { $then ->
    [slip] Your { $move } was as good as any; then my { $reply } slipped: you can win now (? helps)
    [slip-short] Your { $move } was as good as any; my { $reply } slipped: you can win now
    [slip-shortest] Your { $move } was as good as any; my { $reply } slipped
    [reply] Your { $move } was as good as any: no move won there; I answered { $reply }
   *[none] Your { $move } was as good as any: no move won there
}
coached-missed = { $then ->
    [slip] Your { $move } { $left }; then my { $reply } slipped: you can win again (? helps)
    [slip-short] Your { $move } { $left }; my { $reply } slipped: you can win again
    [slip-shortest] Your { $move } { $left }; my { $reply } slipped
    [reply] Your { $move } { $left }; I answered { $reply }; u takes both back
    [reply-short] Your { $move } { $left }; I answered { $reply }
   *[none] Your { $move } { $left }; u takes it back
}
# Why the move gave the win away, as the middle of coached-missed.
coached-left-odd = left the { $weight }s odd
coached-left-singles = left an even number of single chips
coached-left-instead = gave the win away ({ $better } won)
coached-left-worth-rule = left row { $row } under { $rule } worth { $value }, Grundy sum { $sum }
coached-left-worth = left row { $row } worth { $value }, Grundy sum { $sum }
coached-left-sum = left the Grundy sum { $sum }
# Line 23: the learner's move and the reply, two sentences.
coached-moves = { $first } { $second }
# The first hint while the binary view is off: it says b shows the columns.
wayin-hint-column = Hint 1 of 3: the { $weight }s column is the highest odd one (b shows the columns)
wayin-hint-zero = nim-sum 0: every column is even, and any move makes one odd (b shows them)
coached-moves-short = You took { $count } from row { $row }; I took { $reply-count } from row { $reply-row }.
coach-chance = I slipped: you can win from here. Find the move (? if you need it)
undo-done = { $count ->
    [one] 1 move taken back
   *[other] { $count } moves taken back
}
refusal-nothing-to-undo = nothing to take back: this game has no move of yours yet
refusal-not-asked = that does not answer the question asked; { $accepts }
level = { $level ->
    [easy] easy
    [medium] medium
   *[hard] hard
}
score-level = { $score }; level: { $level }
## The binary view and the hint, explained (issue 17): place values over
## the digits, the nim-sum in binary on its own line, the verdict for you
## (or for the side to move, where there is no you), the hint in steps

binary-sum = nim-sum
binary-odd = odd
binary-row = row { $row }
binary-meaning = nim-sum { $sum }: { $verdict }
binary-sum-line = = { $sum }: { $verdict }
binary-over = the game is over: there is no move to make
binary-verdict = { $wins ->
    [yes] { $mover ->
        [you] you can win: make every column even
       *[any] the side to move can win
    }
   *[no] { $mover ->
        [you] you lose against perfect play
       *[any] the side to move loses against perfect play
    }
}
binary-misere-switch = misère end: leave an odd number of single chips
    .ascii = misere end: leave an odd number of single chips
binary-misere-singles = misère end, { $ones ->
        [one] 1 single chip
       *[other] { $ones } single chips
    }: { $wins ->
        [yes] { $mover ->
            [you] you can win
           *[any] the side to move can win
        }
       *[no] { $mover ->
            [you] you lose
           *[any] the side to move loses
        }
    }
    .ascii = misere end, { $ones ->
            [one] 1 single chip
           *[other] { $ones } single chips
        }: { $wins ->
            [yes] { $mover ->
                [you] you can win
               *[any] the side to move can win
            }
           *[no] { $mover ->
                [you] you lose
               *[any] the side to move loses
            }
        }
hint-column = Hint 1 of 3: the { $weight }s column is the highest odd one (nim-sum { $sum } = { $bits })
hint-row = Hint 2 of 3: row { $row } has a 1 in the { $weight }s column: take from row { $row }
hint-why = row { $row }: { $count } = { $bits }; { $bits } xor { $sum } = { $left-bits } = { $left }: take { $take }, every column even
hint-zero = nim-sum 0: every column is even, and any move makes one odd
hint-misere-rule = Hint 1 of 3: misère end: leave an odd number of single chips
    .ascii = Hint 1 of 3: misere end: leave an odd number of single chips
hint-misere-row = Hint 2 of 3: take from row { $row }
hint-misere-why = take { $take } from row { $row }: { $ones ->
        [one] 1 single chip is left, an odd number
       *[other] { $ones } single chips are left, an odd number
    }
hint-misere-lost = misère end, { $ones } single chips, an odd number: any move makes it even
    .ascii = misere end, { $ones } single chips, an odd number: any move makes it even

## The command line

layout-row-count = a layout needs { $min } to { $max } rows, not { $rows }
layout-chips = row { $row } must hold 1 to { $max } chips, not { $typed }
layout-not-a-number = row { $row }: "{ $typed }" is not a whole number (e.g. 3,4,5)
analyze-not-a-count = row { $row }: "{ $typed }" is not a whole number
analyze-negative = row { $row }: { $typed } is negative; counts start at 0
analyze-too-large = row { $row }: { $typed } is more than { $max }
analyze-missing-row = row { $row } is missing: a comma needs a count on each side
analyze-no-rows = no rows to analyze; give counts, e.g. nim analyze 3 4 5
analyze-spill-failed =
    the rows are too many to keep in memory, and the temporary file
    for them in { $dir } failed:
    { $error }
    Set TMPDIR to a writable directory with room.

## The command line's help

cli-about = The game of Nim from a classic Turbo Pascal textbook, on its 80x25 screen.
cli-help-play =
    How to play: take turns removing any number of chips from one row;
    whoever takes the last chip wins.
    Type ROW COUNT, e.g. `2 3` takes three chips from row 2;
    `0 0` quits, `-1 0` sets up new rows.
    While playing: `?` a hint (F1), `b` the binary view (F2), `u` undo,
    `p` pass the first move, `h` every key and command.
cli-about-analyze = Explain a position: its nim-sum, who wins, and every winning move (`-` reads rows from stdin)
cli-rows = Chips in each row, e.g. 3,4,5 (2-14 rows of 1-63 chips)
cli-random = Draw a layout of 3-7 rows of 1-15 chips
cli-seed = Seed every random choice, so a game can be replayed
cli-misere = Misère rules: whoever takes the last chip loses
    .ascii = Misere rules: whoever takes the last chip loses
cli-first = Who moves first in each game
cli-players = 1 plays against the computer, 2 lets two people take turns
cli-plain = Line-by-line play even in a terminal (always used for pipes)
cli-lang = Language of the messages (default: from LC_ALL, LC_MESSAGES or LANG)
cli-quiet = No beep on a refused move
cli-ascii = Draw chips as `o`, for terminals without Unicode or with wide ▄
    .ascii = Draw chips as `o`, for terminals without Unicode or with wide blocks
cli-analyze-misere = Misère verdict and moves
    .ascii = Misere verdict and moves
cli-analyze-rows = Chips in each row (0 allowed), or `-` to read them from stdin
cli-analyze-hint = Print only the hint line (hint: ROW COUNT, or hint: none)
cli-analyze-explain = After the moves, each row's step: row 3: 5 xor 6 = 3 < 5: take 2
cli-level = How well the computer plays: easy and medium make a person's mistakes
cli-coach = After each of your moves, say whether it kept a win or missed one
cli-first-needs-computer = --first computer needs a computer to play: drop --players 2
cli-level-needs-computer = --level needs a computer to play against: drop --level or --players 2
cli-seed-invalid =
    --seed { $typed } is not a valid seed:
    give a whole number from 0 to { $max }
cli-not-on-the-board = { $flag } sets up rows; nim board deals its own board: drop { $flag }
cli-not-for-analyze = { $flag } is for playing, not for nim analyze: see nim help analyze
cli-given-twice = { $flag } is given before and after { $command }: give it once
cli-usage = Usage:
cli-commands = Commands:
cli-arguments = Arguments:
cli-options = Options:
cli-print-help = Print help
cli-print-version = Print version
cli-help-command = Print this help, or the help of the command named after it
cli-default = [default: { $value }]
cli-possible = [possible values: { $values }]
cli-try-help = For more information, try '{ $command } --help'.
cli-unknown = { $command } has no option { $typed }
cli-unexpected-command =
    "{ $typed }" is not a command: the commands are
    board, analyze, replay, learn, puzzle, worksheet, serve, join, man,
    completions and help
cli-option-of = { $flag } is an option of { $command }: see { $command } --help
cli-unexpected-word = { $command } takes options only, not "{ $typed }"
cli-only-for-analyze = { $flag } is an option of nim analyze: nim analyze { $flag } ROW...
cli-needs-value = { $flag } needs a value, e.g. { $flag } { $example }
cli-takes-no-value = { $flag } takes no value: write { $flag } alone
cli-choice = { $flag } { $typed }: the possible values are { $choices }
cli-players-invalid = --players { $typed }: give 1, or 2 for two people
cli-repeated = { $flag } is given more than once: give it once
cli-rows-or-random = --rows and --random both set up the rows: give one or the other
cli-not-text = "{ $typed }" is not text in UTF-8
cli-not-text-flag = { $flag } "{ $typed }" is not text in UTF-8
cli-needs-rows = nim analyze needs the rows, e.g. nim analyze 3 4 5 (or - for stdin)

## Rules: playing

rules-line = Rules by row: { $rules }; whoever makes the last move wins
rules-take = Take chips from one row, as that row's rule allows.
rules-line-short = Each row's rule stands beside it; whoever makes the last move wins
rules-line-some = Rules by row: { $rules }; the other rows' rules stand beside them
rules-bad-rule = "{ $typed }": no such rule (try take:3, sub:1,3 or kayles)
rules-unplayable = under { $rule } a move may take no chip: try it with nim analyze
rules-misere = misere is played with nim rows only, not { $rule }
rules-for-rows = a rule follows a row's chips (5 kayles), not the number of rows
rules-no-move = no move can be made from these rows under their rules: set them up again
rules-setup-help = A rule may follow a row's chips (5 kayles); without one the row keeps its rule
rules-or = or
rules-more = more
rules-takes = { $kind ->
    [upto] under { $rule } you may take { $most ->
        [1] 1 chip
       *[other] 1 to { $most } chips
    }
    [adjacent] under { $rule } you may take { $list } adjacent chips
   *[list] under { $rule } you may take { $list } chips
}
rules-place = { $how ->
    [whole] under { $rule }, { $count } chips must be a whole group
    [end-part] under { $rule }, { $count } chips come from an end of a group and leave some
    [end] under { $rule }, chips come from an end of a group
    [middle] under { $rule }, { $count } chips must leave chips on both sides
    [whole-or-middle] under { $rule }, { $count } chips must be a whole group or leave chips on both sides
   *[part] under { $rule }, { $count } chips may not be a whole group
}
rules-no-places = a move here is two numbers: no place to start at
rules-no-such-place = row { $row } has chips 1 to { $places }, not { $at }
rules-not-there = row { $row }: the { $count } chips from chip { $at } are not all there (dots are taken)
rules-group-too-small = row { $row }'s last group holds { $holds }; to take from another, type ROW COUNT AT
rules-moved-at = { $side ->
    [computer] I took { $count } from row { $row }, from chip { $at }.
    [you] You took { $count } from row { $row }, from chip { $at }.
    [player1] Player 1 took { $count } from row { $row }, from chip { $at }.
   *[player2] Player 2 took { $count } from row { $row }, from chip { $at }.
}
rules-hint-win = { $at ->
    [0] Take { $count } from row { $row }: that leaves a Grundy sum of 0
   *[other] Take { $count } from row { $row } from chip { $at }: that leaves a Grundy sum of 0
}
rules-hint-wait = { $at ->
    [0] No move wins against perfect play: take { $count } from row { $row } and wait
   *[other] No move wins against perfect play: take { $count } from row { $row } from chip { $at } and wait
}
rules-row-worth = row { $row } under { $rule } is worth { $value }
rules-hint-worth = row { $row } under { $rule } is worth { $value }; Grundy sum { $sum } (? again: why)
rules-hint-mex = { $rule } { $heap }: its moves reach { $reached }; the least they miss, { $value }, is its worth
rules-hint-no-move = { $rule } { $heap }: no move, so nothing is reached; it is worth 0
rules-grundy-sum = Grundy sum { $sum }
rules-shortened =
    A long sub: list is shortened above: (N) is how many amounts it has;
    the command line that started the game, and a record's Rules tag,
    spell it whole.
rules-grundy-label = G
rules-sum-label = G-sum

## The board game 尼姆棋 (nim board): its own words for moves, refusals and hints

board-title = NIM CHESS (尼姆棋)
    .ascii = NIM CHESS
board-rule-take = Move one of your pieces forward in its column: black goes up, red goes down.
board-rule-last = { $rules ->
    [misere] One cell or more, never onto or past the other piece. The last to move loses.
   *[normal] One cell or more, never onto or past the other piece. The last to move wins.
}
board-sides = Black { $black-piece } moves up and starts: { $black }. Red { $red-piece } moves down: { $red }.
board-free = free
board-help-move = Enter your move as COLUMN STEPS (e.g. 3 2 moves your piece in column 3 by 2)
board-help-commands = or 0 0 to leave the game, -1 0 to deal a new board
board-moved = { $side ->
    [computer] I moved my piece in column { $row } by { $count ->
        [one] 1 cell
       *[other] { $count } cells
    }.
    [you] You moved your piece in column { $row } by { $count ->
        [one] 1 cell
       *[other] { $count } cells
    }.
    [player1] Player 1 moved in column { $row } by { $count ->
        [one] 1 cell
       *[other] { $count } cells
    }.
   *[player2] Player 2 moved in column { $row } by { $count ->
        [one] 1 cell
       *[other] { $count } cells
    }.
}
board-victory = { $side ->
    [you] You won! A new board is dealt. Play again!
    [computer] I won! A new board is dealt.
    [player1] Player 1 wins! A new board is dealt.
   *[player2] Player 2 wins! A new board is dealt.
}
board-dealt = A new board is dealt.
board-accepts-move = type COLUMN STEPS, e.g. 3 2
board-refusal-separator = "{ $typed }": separate the numbers by a space or one comma: 3,2
board-move-no-such-row = there is no column { $row }; the columns are 1 to { $rows }
board-move-empty-row = column { $row } is dead: its pieces touch; choose one with free cells
board-move-not-positive = move at least one cell forward ({ $count } is not a move)
board-move-too-many = column { $row } has only { $holds ->
    [one] 1 free cell
   *[other] { $holds } free cells
}; you cannot move { $count }
board-hint-win = Type { $row } { $count } (column { $row }, { $count ->
        [one] 1 step
       *[other] { $count } steps
    }): { $why ->
        [odd-singles] that leaves an odd number of single cells
       *[nim-sum] that leaves a nim-sum of 0
    }
board-hint-wait = No move wins against perfect play: type { $row } 1 and wait for a mistake
board-hint-column = Hint 1 of 3: the { $weight }s line is the highest odd one (nim-sum { $sum } = { $bits })
board-hint-row = Hint 2 of 3: column { $row } has a 1 in the { $weight }s line: move in column { $row }
board-hint-why = column { $row }: { $count } = { $bits }; { $bits } xor { $sum } = { $left-bits } = { $left }: move { $take }, every line even
board-hint-zero = nim-sum 0: every line is even, and any move makes one odd
board-hint-misere-rule = Hint 1 of 3: misère end: leave an odd number of one-cell gaps
    .ascii = Hint 1 of 3: misere end: leave an odd number of one-cell gaps
board-hint-misere-row = Hint 2 of 3: move in column { $row }
board-hint-misere-why = move { $take } in column { $row }: { $ones ->
        [one] 1 one-cell gap is left, an odd number
       *[other] { $ones } one-cell gaps are left, an odd number
    }
board-hint-misere-lost = misère end, { $ones } one-cell gaps, an odd number: any move makes it even
    .ascii = misere end, { $ones } one-cell gaps, an odd number: any move makes it even
board-coached-left-odd = left the { $weight }s line odd
board-wayin-hint-column = Hint 1 of 3: the { $weight }s line is the highest odd one (b shows the lines)
board-wayin-hint-zero = nim-sum 0: every line is even, and any move makes one odd (b shows them)
board-coached-left-singles = left an even number of one-cell gaps
# Line 23 where the two moves' sentences leave no room.
board-coached-moves-short = You moved { $count } in column { $row }; I moved { $reply-count } in column { $reply-row }.
cli-about-board = Play 尼姆棋 (Nim chess): pieces on an 8x8 board, the gaps between them Nim heaps
    .ascii = Play Nim chess: pieces on an 8x8 board, the gaps between them Nim heaps
cli-help-board =
    How to play: each column holds a red piece above a black one. Move one of
    yours forward in its column (black up, red down) by one or more free cells,
    never onto or past the other piece. Black starts; the last to move wins.
    Type COLUMN STEPS, e.g. `3 2`; `0 0` quits, `-1 0` deals a new board.
    While playing: `?` a hint (F1), `b` the binary view (F2), `u` undo,
    `p` pass the first move, `h` every key and command.
cli-board-misere = Misère rules: whoever makes the last move loses
    .ascii = Misere rules: whoever makes the last move loses
cli-board-ascii = Draw pieces as B and R, for terminals without Unicode or with wide ●
    .ascii = Draw pieces as B and R, for terminals without Unicode or with wide discs
cli-mouse = Play by clicking: a click on a chip takes it and every chip right of it
cli-board-mouse = Play by clicking: a click on a free cell moves your piece there

## The end of a game, who starts it, and the score on leaving

game-over-prompt = Press Enter or Space for the next game
accepts-next-game = Enter starts the next game
game-over-final = Game over: this is the final position.
game-over-tally = Your moves this game: { $kept ->
        [one] 1 kept the win
       *[other] { $kept } kept the win
    }, { $missed ->
        [one] 1 gave it away
       *[other] { $missed } gave it away
    }.
game-lost-why = You never had a winning position: it was lost from your first move.
game-lost-how = To win: { $opener ->
        [computer] move first (leave out --first computer)
        [passed] move first instead of passing
       *[player] press p before your first move to let me start
    }{ $level ->
        [easy] , or -1 0 for new rows.
       *[other] , or type level easy.
    }
board-lost-how = To win: { $opener ->
        [computer] move first (leave out --first computer)
        [passed] move first instead of passing
       *[player] press p before your first move to let me start
    }{ $level ->
        [easy] , or -1 0 for a new board.
       *[other] , or type level easy.
    }
passed = { $side ->
    [computer] You passed: I make the first move.
    [you] You make the first move.
    [player1] Player 1 makes the first move.
   *[player2] Player 2 makes the first move.
}
refusal-pass-too-late = too late to pass: p hands over the first move only before anyone moves
refusal-game-over = the game is over; press Enter or Space for the next one
score-goodbye = { $score }. Goodbye!
learn-pointer = The computer won more; its rule, step by step: { $command }

## Rules: the command line and nim analyze
cli-rule = One rule for every row: nim, take:K, sub:A,B,..., an octal code such as 0.77, kayles, dawson, lasker, grundy [default: nim]
cli-rules = A rule for each row, in order, e.g. "kayles nim sub:1,3,4"
cli-analyze-values = List the Grundy values of --rule's heaps 0 to N, and its period if proven
cli-analyze-limit = Compute at most N heaps (none: no limit; default: a few seconds)
cli-analyze-summary = Sum up --rule's values: period, largest value, rare values
cli-rule-invalid =
    { $flag } "{ $typed }" is not a rule:
    { $reason }
cli-rule-or-rules = --rule and --rules both give the rows' rules: give one or the other
cli-rules-random =
    --rules gives each row its rule, but --random draws how many rows
    there are: give --rows with --rules, or one --rule for every row
cli-rules-count =
    --rules gives { $rules ->
        [one] { $rules } rule
       *[other] { $rules } rules
    } for { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    }: give one rule per row
cli-no-move =
    no move can be made from --rows { $rows } under these rules:
    give the rows more chips
cli-not-playable =
    { $rule } splits a heap without taking a chip, so a game may never end:
    it cannot be played; explore it with nim analyze --rule { $rule } --values 50
cli-misere-rules =
    --misere needs nim rows: the nim-sum theory does not carry over
    to misère sums of other rules
    .ascii =
        --misere needs nim rows: the nim-sum theory does not carry over
        to misere sums of other rules
cli-board-is-nim = { $flag }: nim board plays nim on its gaps, no other rule: drop { $flag }
cli-values-need-rule =
    --values lists the values of one rule: give it with --rule,
    e.g. nim analyze --rule kayles --values 100
cli-values-no-rows = --values lists a rule's values, not a position's: drop the rows
cli-values-with = --values lists a rule's values; { $flag } is for a position: drop it
cli-values-invalid =
    --values { $typed }: give the last heap, from 0 to { $max }
cli-limit-invalid =
    --limit { $typed } is not a limit:
    give none, or a whole number of heaps from 1 to { $max }
cli-summary-alone =
    --summary sums up the values of one rule: give it --rule, and --values N
    or --limit at most, e.g. nim analyze --rule kayles --summary
rule-empty = the rule is empty
rule-unknown =
    there is no rule "{ $name }"; the rules are nim, take:K, sub:A,B,...,
    an octal code such as 0.77, kayles, dawson, lasker, grundy
rule-bad-take = take: needs a whole number of chips of at least 1, e.g. take:3
rule-bad-sub = sub: needs amounts of at least 1 separated by commas, e.g. sub:1,3,4
rule-octal-lead = an octal code starts with 0. or 4., e.g. 0.77
rule-octal-digit = an octal code's digits are 0 to 7, not { $digit }
rule-octal-space = an octal code's digits are 0 to 7, written with no space between them, e.g. 0.77
rule-octal-no-digits = an octal code needs a digit after its point, e.g. 0.77
rule-octal-no-moves = an octal code of zeros only allows no move
rule-octal-bracket = a bracket holds one digit and ends the code, e.g. 0.3[7]
rule-octal-too-long = an octal code has at most { $max } digits after its point
analyze-rules-count =
    --rules gives { $rules ->
        [one] { $rules } rule
       *[other] { $rules } rules
    } for { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    }: give one rule per row
analyze-heap-too-large =
    row { $row }: a heap of { $heap } under { $rule } has no value here:
    values are computed up to { $limit } and no period was found
    (--limit N or --limit none computes further)
analyze-values-too-large =
    { $rule }: values are computed up to { $limit } and no period was found,
    so heap { $heap } has no value here (--limit none computes further)
analyze-heap-no-memory =
    row { $row }: a heap of { $heap } under { $rule } has no value here:
    memory ran out with values computed up to { $limit }
    (a smaller --limit, or fewer heaps, needs less)
analyze-values-no-memory =
    { $rule }: memory ran out with values computed up to { $limit },
    so heap { $heap } has no value here (ask for fewer heaps)
values-derivation = options of { $heap } under { $rule }: { $options }; mex{"{"}{ $reached }{"}"} = { $value }
values-no-option = { $heap } under { $rule } has no option; mex{"{}"} = 0
values-explain-cut = (options shown for heaps up to { $upto }; the values after it without them)
values-uncounted-moves =
    Row { $row }: its group of { $heap } chips has too many splits to look at
    every one, and no period to count its winning moves by.
    { $listed ->
        [0] None is among the first ones looked at; the rest are not counted.
       *[other] Those found first are listed above; the rest are not counted.
    }
values-more-moves =
    Row { $row }: { $more } more winning { $more ->
        [one] move
       *[other] moves
    } from its group of { $heap }
    chips { $more ->
        [one] is
       *[other] are
    } not listed; the first { $listed } are.
analyze-progress = { $done } values, { $rate } a second, { $elapsed } s
analyze-progress-rare = { $done } values, { $rare } rare, { $rate } a second, { $elapsed } s
analyze-stopped = { $rule }: stopped by Ctrl-C; values computed up to heap { $heap }
analyze-unsolved = No period of { $rule } is known: nobody has found one, so none is claimed.

## Records, replay and review (`--record`, `nim replay`, `r`)
cli-record = Write every game to FILE as it is played (a record that nim replay shows)
cli-force = Let --record write over a file that exists
cli-about-replay = Show a recorded game again, move by move
cli-replay-file = A record written by --record
cli-review = Mark each move kept or missed, and name the turning point
cli-game = Show only the N-th game of the record (from 1)
cli-needs-record = nim replay needs the record to show, e.g. nim replay game.txt
cli-replay-extra = nim replay shows one record, not also "{ $typed }"
cli-game-invalid = --game "{ $typed }": a game's number is a whole number from 1
cli-force-needs-record = --force only lets --record write over a file: give --record FILE too
record-line = line { $line }: { $reason }
record-empty = the record holds no game
record-not-a-tag = "{ $typed }" is not a tag; a tag is written [Name "value"]
record-unknown-tag =
    there is no tag { $name }; the tags are Game, Format, Date, Start, Rules,
    Misere, Level, Seed, First, Players, Result and Deal
record-repeated-tag = the tag { $name } is given twice
record-bad-value = { $name } cannot be "{ $typed }": { $form }
record-form-game = it is nim or board
record-form-format = this program reads format 1
record-form-date = a date is written YYYY.MM.DD, or ????.??.?? when unknown
record-form-start = it lists 2 to 14 rows of 1 to 63 chips, e.g. 3 4 5
record-form-start-board = it lists the free cells the deal leaves in each column
record-form-rules = it names one rule per row that a game can play, e.g. kayles nim
record-form-misere = it is yes or no
record-form-level = it is easy, medium or hard (? with two players)
record-form-seed = it is a whole number, or ? when none was given
record-form-first = it is you or computer (player 1 or player 2 with two players)
record-form-players = it is 1 or 2
record-form-result = it names the winner as First names a side, or * for a game not finished
record-form-deal = it lists 8 columns as RED-BLACK, cells 1 to 8 from the top, red above black, e.g. 2-7
record-missing-tag = the game has no { $name } tag
record-tag-after-moves = a tag after the moves; an empty line starts the next game
record-bad-move = "{ $typed }" is not a move; a move is written as it is typed in the game, e.g. 2 3
record-illegal-move = { $typed } cannot be played: { $reason }
record-after-end = { $typed } comes after the end of the game
record-wrong-result = the Result tag says { $said }, but the moves give { $is }
record-rules-count =
    the Rules tag gives { $rules ->
        [one] { $rules } rule
       *[other] { $rules } rules
    } for { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    }: give one rule per row
record-misere-rules = misere is played with nim rows only
record-exists = { $path } already exists: add --force to write over it, or name another file
record-cannot-write = cannot write the record { $path }: { $error }
record-busy = another game is recording into { $path }: wait, or name another file
record-stopped = Recording into { $path } stopped: { $why }. The game goes on.
record-why-no-room = the disk is full
record-why-size-limit = the file-size limit is reached
replay-cannot-read = cannot read { $path }: { $error }
replay-too-large = { $path } is larger than { $limit } MB, the largest record nim replay reads
replay-no-such-game = the record holds { $games ->
    [one] 1 game
   *[other] { $games } games
}; --game { $game } is not one of them
replay-game = Game { $game } of { $games }
replay-start = The start of the game. { $plies ->
    [one] 1 move follows.
   *[other] { $plies } moves follow.
}
replay-move = Move { $ply } of { $plies }: { $move }
replay-won = { $side ->
    [you] You won.
    [computer] The computer won.
    [player1] Player 1 won.
   *[player2] Player 2 won.
}
replay-unfinished = The record ends before the game does.
replay-keys = Left Right step  Home End  Space play/pause  r review  q leave
review-title = Review of the game
review-kept = { $ply }. { $who }: { $move } kept the win
review-missed = { $ply }. { $who }: { $move } gave the win away; { $best } kept it
review-lost = { $ply }. { $who }: { $move } (no move won there)
review-turning = The turning point: move { $ply }, where { $best } would have kept the win.
review-no-turning = No move gave a win away.
review-why-column = { $move } left an odd number of 1s in the { $weight }s column: the other side could then make every column even, and win.
review-why-worth = { $move } left row { $row } worth { $value } and the Grundy sum { $sum }, not 0: the other side could then bring it to 0, and win.
review-why-ending = { $move } let the other side leave an odd number of single chips at the end, and win.
review-none = there is no finished game to review yet
review-back = Press Enter to go back.
review-page = Moves { $first }-{ $last } of { $all }: Up, Down, PgUp, PgDn show the others
keys-review = the last game's review: each move kept or missed
keys-review-end = at a game's end: its review, each move kept or missed
review-hint = r shows the review of this game, move by move

## nim learn and nim puzzle: the lessons, their questions and verdicts

learn-title = { $lesson ->
    [one-row] One row
    [two-rows] Two rows: copy
    [one-two-three] One, two, three
    [pairs] Pairs of powers of two
    [powers] Every row as powers of two
    [binary] The binary rule
    [misere] Misère: the last chip loses
   *[board] The board is Nim in disguise
    [sums] Sums of games
}
    .ascii = { $lesson ->
    [one-row] One row
    [two-rows] Two rows: copy
    [one-two-three] One, two, three
    [pairs] Pairs of powers of two
    [powers] Every row as powers of two
    [binary] The binary rule
    [misere] Misere: the last chip loses
   *[board] The board is Nim in disguise
    [sums] Sums of games
}
learn-text-one-row =
    One row of chips. You may take as many as you like from it, even all.
    Whoever takes the last chip wins.
    So take the whole row at once: nothing is left for the other player.
learn-text-two-rows =
    Two rows holding the same: the player to move loses. Whatever they take
    from one row, the other player takes as many from the other, and so
    takes the last chip. Two different rows: take the difference from the
    bigger one, leave them equal, and copy every move from then on.
learn-text-one-two-three =
    Rows of 1, 2 and 3 chips lose for the player to move.
    Every move from 1 2 3 lets the other player leave two equal rows,
    and two equal rows lose for the player to move: they are a copy game.
learn-text-pairs =
    Rows of 1, 2, 4 or 8 chips: powers of two. Two equal rows cancel out,
    as in lesson 2's copy. If every row has a partner of its own size, the
    player to move loses. To win, leave every row paired: from 2 4 4 take
    the whole 2; from 1 1 2 4 take 2 from the 4, which leaves 1 1 2 2.
learn-text-powers =
    Every number is a sum of different powers of two: 5 = 4+1, 7 = 4+2+1.
    Write every row that way and pair equal powers across the rows.
    If every power has a partner, the player to move loses. If not, take
    from a row holding the biggest unpaired power so that all pair again.
learn-text-binary =
    The same in binary: write the rows in binary, one under another.
    A column with an odd number of 1s is an unpaired power of two.
    Every column even (nim-sum 0): the player to move loses. Otherwise
    one move makes every column even: find it.
learn-text-misere =
    Misère: whoever takes the last chip loses.
    While two rows or more hold more than one chip, play as in normal play.
    When only one row holds more than one chip, shrink it to 0 or 1 so that
    an odd number of single chips is left: the other player takes the last.
    .ascii =
    Misere: whoever takes the last chip loses.
    While two rows or more hold more than one chip, play as in normal play.
    When only one row holds more than one chip, shrink it to 0 or 1 so that
    an odd number of single chips is left: the other player takes the last.
learn-text-board =
    尼姆棋: each column holds a red piece above a black one; pieces move forward.
    The free cells between a column's pieces are a nim row: moving k cells
    takes k chips from it. You play black (B), moving up; answer COLUMN STEPS.
    So the gaps are nim rows, and the binary rule plays the board.
    .ascii =
    Nim chess: each column holds a red piece above a black one; pieces move on.
    The free cells between a column's pieces are a nim row: moving k cells
    takes k chips from it. You play black (B), moving up; answer COLUMN STEPS.
    So the gaps are nim rows, and the binary rule plays the board.
learn-text-sums =
    A row may play its own rule. take:3 takes 1 to 3 chips: a row of n is
    worth n mod 4 (take:2: n mod 3), its Grundy value. Kayles takes 1 or 2
    chips side by side, anywhere: ROW COUNT AT starts at chip AT, and a split
    row is worth the xor of its parts (kayles 0-7 are worth 0 1 2 3 1 4 3 2).
    A nim row is worth its chips. Values with nim-sum 0 lose for the mover.
learn-discover-intro =
    Before the rule, find it yourself: a few small games. Guess who wins,
    then play it out against me. The rule comes after.
learn-discover-game = Game { $at } of { $of }
learn-discover-choose = Do you want to move first or second? (1/2):
learn-discover-not-choice = "{ $typed }" is not 1 or 2: type 1 to move first, 2 to move second
learn-discover-won = { $winner ->
    [you] You won!
   *[me] I won.
}
learn-discover-truth = { $wins ->
    [yes] The player to move can win here.
   *[no] The player to move loses here, whatever they do.
}
learn-discover-guessed = { $right ->
    [yes] You guessed right.
   *[no] Not what you guessed.
}
learn-discover-chose = { $first ->
    [yes] You chose to move first; moving second wins here.
   *[no] { $won ->
        [yes] You chose to move second, and that wins here.
       *[no] You chose second, the side that wins here: the rule shows how.
    }
}
learn-discover-next = { $last ->
    [yes] Press Enter for the lesson's rule.
   *[no] Press Enter for the next game.
}
learn-discover-keys = Play the small games first: s skips to the rule, q or 0 0 leaves.
learn-discover-offer = Type discover to find this lesson's rule in a few small games first,
    or rule to read it now; otherwise it comes after your first answer.
learn-question-move = Your winning move (ROW COUNT):
learn-question-move-at = Your winning move (ROW COUNT [AT]):
learn-question-move-board = Your winning move (COLUMN STEPS):
learn-question-wins = Can the player to move win? (y/n):
learn-board-sides = You play black (B), moving up; red (R) moves down.
learn-rules = Row { $row } plays { $rule }: take { $most ->
    [1] 1 chip
   *[other] 1 to { $most } chips
} at a time.
learn-rules-row = Row { $row }: { $takes }.
learn-misere = Misère: whoever takes the last chip loses.
    .ascii = Misere: whoever takes the last chip loses.
learn-move-rows = Taking { $take } from row { $row }
learn-move-rows-at = Taking { $take } from row { $row } from chip { $at }
learn-move-board = Moving { $take } in column { $row }
learn-reason-move = { $move } leaves { $position }. { $why }
learn-reason-lost = { $position } is lost for the player to move. { $why }
learn-why-last-chip = Nothing is left: the last chip is taken.
learn-why-copy = Two equal rows of { $count }: whatever is taken from one, the other player takes as many from the other, and so takes the last chip.
learn-why-one-two-three = From 1 2 3 every move lets the other player leave two equal rows, and then copy.
learn-why-powers = In powers of two (the columns show them), every power has a partner, so any move breaks a pair, and the other player pairs them again.
learn-why-nim-sum = In binary (the columns show it), every column holds an even number of 1s (nim-sum 0): any move makes one odd, and the other player evens them again.
learn-columns-held = how many
learn-columns-gap = gap { $gap }
learn-why-pairs = Every row has a partner of its size: whatever is taken from one row, the other player takes as many from its partner.
learn-why-unpaired = Not every row is 1, 2, 4 or 8 now, so the rows do not pair off, yet every move from here loses: lesson 5 shows why.
learn-why-misere-singles = Misère: { $ones ->
    [one] 1 single chip is left, and whoever takes it loses.
   *[other] { $ones } single chips, an odd number: the players take one each, and the player to move takes the last.
}
    .ascii = Misere: { $ones ->
    [one] 1 single chip is left, and whoever takes it loses.
   *[other] { $ones } single chips, an odd number: the players take one each, and the player to move takes the last.
}
learn-why-misere-sum = Misère, but two rows or more still hold more than one chip, so the nim-sum decides as in normal play: in binary (the columns show it), every column is even.
    .ascii = Misere, but two rows or more still hold more than one chip, so the nim-sum decides as in normal play: in binary (the columns show it), every column is even.
learn-why-gaps = The gaps are nim rows: in binary (the columns show it), every column is even (nim-sum 0), so any move makes one odd.
learn-why-grundy = The rows are worth { $values }; their nim-sum is 0, so the player to move loses, as in nim.
learn-grundy-take = { $count } mod { $modulus } = { $value }
learn-grundy-nim = { $count }
learn-grundy-rule = { $rule } { $groups } = { $value }
learn-grundy-split = { $rule } { $groups } = { $values } = { $value }
refute-reply-rows = I take { $take } from row { $row }
refute-reply-rows-at = I take { $take } from row { $row } from chip { $at }
refute-reply-board = I move red { $take } in column { $row }
refute-try-rows = you take { $take } from row { $row }
refute-try-rows-at = you take { $take } from row { $row } from chip { $at }
refute-try-board = you move { $take } in column { $row }
refute-own = { $tried } leaves { $left }; then { $reply } and leave { $lost }. { $why }
refute-try = Say { $tried }: that leaves { $left }; then { $reply } and leave { $lost }. { $why }
refute-board = If { $tried }, { $reply }. { $why }
refute-last = { $tried } takes the last chip, and in misère whoever takes it loses.
    .ascii = { $tried } takes the last chip, and in misere whoever takes it loses.
refute-offer = p plays this position out against me; Enter brings the next puzzle.
refute-offer-plain = Type play to play it out against me, or answer the next puzzle.
refute-offer-last = p plays this position out against me; Enter leaves.
refute-play-keys = Type your move; q or 0 0 stops the game, h shows these keys.
refute-play-start = { $first ->
    [me] Play it out: I move first.
   *[you] Play it out: you move first.
}
refute-play-prompt = { $kind ->
    [board] Your move (COLUMN STEPS):
    [at] Your move (ROW COUNT [AT]):
   *[rows] Your move (ROW COUNT):
}
refute-play-won = { $winner ->
    [you] You won it!
   *[me] I won it: that position was lost for you.
}
learn-streak = { $left ->
    [one] { $streak } right in a row: 1 more passes the lesson.
   *[other] { $streak } right in a row: { $left } more pass the lesson.
}
learn-again = No harm done: three right in a row pass the lesson.
learn-passed = Lesson { $lesson } passed! Lesson { $next } is open.
learn-finished = Every lesson passed! Now play with the coach: { $coach }
learn-keys = Type your answer. ? a hint, b binary, h the keys, q or 0 0 leaves.
learn-hint-help =
    ? a hint in three steps: a question, then the row, then the move.
    b the binary columns (from lesson 6 on); q or 0 0 leaves.
learn-hint-step = Hint { $step } of 3: { $hint }
learn-hint-next = ? again gives the hint's next step.
learn-hint-last = That was the whole hint; the lesson's text is above.
learn-hint-idea-take-all = Can you leave the other player nothing at all?
learn-hint-idea-equal-rows = Can you leave two equal rows?
learn-hint-idea-one-two-three = Can you leave 1 2 3, or two equal rows?
learn-hint-idea-unpaired-power = Write each row as powers of two: which power has no partner?
learn-hint-idea-odd-column = In binary (b shows it), which column has an odd number of 1s?
learn-hint-idea-odd-singles = The last chip loses: can you leave an odd number of single chips?
learn-hint-idea-odd-gap-column = The gaps in binary (b shows them): which column is odd?
learn-hint-idea-odd-value = Each row's worth in binary (b shows it): which column is odd?
learn-hint-place-all = Row { $row } is the only row: take from it.
learn-hint-place-equal = Look at row { $row }: make it as big as row { $other }.
learn-hint-place-clear = Look at row { $row }: without it, the rows left are equal.
learn-hint-place-one-two-three = Look at row { $row }: it holds more than 1 2 3 needs.
learn-hint-place-power = The { $power } has no partner: take from row { $row }, which holds it.
learn-hint-place-column = The { $weight }s column is the highest odd one: row { $row } has a 1 there.
learn-hint-place-column-board = The { $weight }s column is the highest odd one: gap { $row } has a 1 there.
learn-hint-place-singles = Take from row { $row }, so that an odd number of single chips is left.
learn-hint-place-value = Row { $row } is worth { $value } and the values' nim-sum is { $sum }: change row { $row }.
learn-hint-lost-copy = Nothing to find: the rows are equal, and any move can be copied.
learn-hint-lost-one-two-three = Nothing to find: from 1 2 3 every move lets the other player copy.
learn-hint-lost-powers = Nothing to find: every power of two has a partner already.
learn-hint-lost-pairs = Nothing to find: every row has a partner of its size already.
learn-hint-lost-unpaired = Nothing to find: every move from here loses; lesson 5 shows why.
learn-hint-lost-columns = Nothing to find: every column is even already (nim-sum 0).
learn-hint-lost-singles = Nothing to find: an odd number of single chips is left already.
learn-hint-lost-values = Nothing to find: the values' nim-sum is 0 already.
learn-hint-move = Take { $take } from row { $row }: type { $typed }.
learn-hint-move-board = Move { $take } in column { $row }: type { $typed }.
learn-hint-yes = Yes: { $typed } wins, so the player to move can win. Type y.
learn-hint-no = No: every move loses against good play. Type n.
learn-hinted = Right, with a hint: it does not count toward the three in a row.
learn-binary-later = The binary view comes with lesson 6: for now, look at the chips.
learn-not-yes-no = "{ $typed }" is not y or n: can the player to move win?
learn-not-here = that key does nothing here: type your answer, or h for the keys
learn-set-aside =
    The progress file is damaged: it is set aside, and learning starts afresh:
    { $kept }: { $error }
learn-no-store = No data directory (set HOME or XDG_DATA_HOME): progress will not be kept.
learn-not-read =
    The progress file could not be read, so it is left as it is, and not saved:
    { $file }: { $error }
learn-not-saved =
    The progress could not be saved; the next answer tries again:
    { $file }: { $error }
learn-not-saved-alone =
    This answer could not be kept in the progress:
    { $file }: { $error }
learn-saved-again = The progress is saved again: { $file }
learn-unsaved-at-exit =
    The progress of this sitting's last answers is not saved:
    { $file }: { $error }
learn-not-a-file = not a regular file
learn-locked = held by another nim learn
learn-foreign-link = a link of user { $owner }'s, not yours: not followed
learn-foreign-link-on-way = { $link } is a link of user { $owner }'s, not yours: not followed
learn-resume = Welcome back: lesson { $lesson }, { $streak } right so far.
puzzle-daily = The puzzle of { $date } (UTC), { $code }: the same for everyone today.
puzzle-daily-day = The puzzle of { $date } (UTC), { $code }: the same for everyone on that day.
due-first = { $count ->
    [1] First, a puzzle you missed before comes back.
   *[other] First, { $count } puzzles you missed before come back.
}
due-review = Lesson { $lesson }: a puzzle you missed on { $date }. Try it again!
due-again = { $days ->
    [1] It comes back tomorrow, { $date }.
   *[other] It comes back in { $days } days, on { $date }.
}
due-learned = Right again: this puzzle is learned, and will not come back.
report-title = Report card
report-empty = Nothing answered yet: { $command } starts the first lesson.
report-passed = Lessons passed: { $count } of { $all }.
report-answers = Puzzles: { $right } right, { $hinted } right after a hint, { $wrong } wrong.
report-lesson = Lesson { $lesson }: { $right } right, { $hinted } after a hint, { $wrong } wrong.
report-puzzles = nim puzzle: { $right } right, { $hinted } after a hint, { $wrong } wrong.
report-damaged =
    no report card: the progress file is damaged, and is left as it is
    { $file }: { $error }
report-not-read =
    no report card: the progress file could not be read
    { $file }: { $error }
report-mistake = { $count ->
    [one] Most frequent mistake (once): { $kind }.
   *[other] Most frequent mistake ({ $count } times): { $kind }.
}
report-no-mistake = No wrong answers so far.
report-run = Right in a row: { $run } now, { $best } at best.
report-due-none = No missed puzzle is waiting.
report-due-count = Missed puzzles waiting: { $count }.
report-due = { $code } (lesson { $lesson }), missed { $missed }: due { $due }
report-due-more = ... and { $count } more.
report-leave = Press Enter or q to leave.
report-kind = { $kind ->
    [said-yes-on-lost] said yes on a lost position
    [said-no-on-won] said no on a won position
    [took-whole-row] took a whole row
    [took-one-chip] took one chip
    [left-one-row] left one row for the other to take
    [left-rows-unequal] left two unequal rows
    [left-odd] left the { $power }s odd
    [misere-end] in misere, left an even number of 1s
    [values-unbalanced] left the values unbalanced
   *[other] another losing move
}
puzzle-goodbye = Another puzzle: { $another }
puzzle-code = Puzzle { $code }
puzzle-chosen = A puzzle set from { $position }
puzzle-chosen-code = A puzzle set from { $position }, code { $code }
sheet-title-mix = Nim worksheet: lessons 1 to 6, one step at a time
sheet-title-chosen = Nim worksheet: positions chosen by the teacher
sheet-title = Nim worksheet: lesson { $lesson }, { $title }
sheet-again = Sheet { $seed }: { $command } prints it again.
sheet-fewer = No more different puzzles were found: the sheet holds { $held } of the { $count } asked for, none set twice.
sheet-name = Name: ______________________   Date: ____________
sheet-open = Each puzzle opens on a computer too: nim puzzle CODE.
sheet-puzzle = { $number }. Puzzle { $code }, lesson { $lesson }: { $title }
sheet-answer = Answer: ________________________________
sheet-key = Answers to sheet { $seed }
sheet-key-entry = { $number }. { $code }: { $answer }
sheet-any-of = any of { $moves }
sheet-moves-between = {", "}
sheet-wins = { $wins ->
    [yes] yes, the player to move can win
   *[no] no, the player to move loses
}
sheet-board-sides = You play black { $black }, moving up; red { $red } moves down.
cli-lesson-range = --lesson { $typed }: the lessons are 1 to { $max }
cli-daily-or-seed = --daily and --seed both choose the puzzle: give one
cli-puzzle-one = A code, --daily, --seed and --rows each choose the puzzle: give one
cli-puzzle-code =
    "{ $typed }" is not a puzzle's code.
    A code is six letters and digits, such as 4K7Q2M, more for a chosen position
    (0-9 and A-Z but I, L, O, U).
cli-puzzle-needs-rows = { $flag } goes with --rows, as in nim puzzle --rows 3,4,5
cli-puzzle-gaps =
    { $problem ->
        [count] { $count } gaps given
        [gap] column { $column } cannot hold { $gap }
        [number] "{ $typed }" is not a number
       *[none] every gap is 0, so no piece could move
    }
    --rows on the board gives its 8 gaps, 0 to 6 cells each, as in 3,0,5,1,2,6,4,0
cli-count-range = --count { $typed }: a worksheet holds 1 to { $max } puzzles
cli-sheet-chosen = a sheet of chosen puzzles holds just them: drop { $flag }
cli-sheet-full = "{ $typed }": a worksheet holds at most { $max } puzzles
cli-sheet-rows = #{ $number }: { $reason }
cli-learn-date = Today is this day (YYYY-MM-DD, UTC): the missed puzzles due by it
cli-puzzle-date = The day's puzzle of this date (YYYY-MM-DD), not today's
cli-report = The report card: lessons passed, answers, mistakes, puzzles to review
cli-date-invalid = --date { $typed }: not a date YYYY-MM-DD, e.g. 2026-11-27
cli-date-or-seed = --date sets the day's puzzle and --seed a numbered one: give one
cli-about-learn = Learn to win, lesson by lesson, from one row to sums of games
cli-help-learn =
    Each lesson asks for a winning move, or whether the player to move can win;
    three right answers in a row open the next. Progress is kept in
    $XDG_DATA_HOME/nim/progress (else ~/.local/share/nim/progress).
cli-about-puzzle = Solve one puzzle and see its verdict: the rows, or the board (nim puzzle board)
cli-puzzle-board-word = A puzzle of the board instead of the rows (as --board)
cli-lesson = Start at lesson N (1 to 9), else where you stopped
cli-daily = The day's puzzle (UTC), the same for everyone
cli-puzzle-board = A puzzle of the board instead of the rows
cli-learn-seed = Seed the puzzles, so that a lesson can be replayed
cli-puzzle-seed = Draw a puzzle from seed N (it is printed with its code)
cli-learn-plain = Line-by-line, even in a terminal (always used for pipes)
cli-learn-ascii = No characters beyond ASCII, for terminals without Unicode
cli-about-worksheet = Print a worksheet of puzzles for a class, the answers after a page break
cli-worksheet-puzzles = Puzzles you chose, in order: rows as --rows gives them (3,4,5) or codes
cli-worksheet-lesson = Every puzzle from lesson N (1 to 9); else lessons 1 to 6 in turn
cli-worksheet-seed = The same seed prints the same sheet (else one is drawn, and printed on it)
cli-count = How many puzzles (1 to 40; 6 by default)
cli-worksheet-ascii = No characters beyond ASCII, for printers without Unicode
cli-puzzle-code-word = A puzzle's code, as printed with it (such as 4K7Q2M): that puzzle again
cli-puzzle-rows = Set the puzzle from these rows; on the board, its 8 gaps (0 to 6 each)
cli-about-serve = Host a game over the network: another player joins it with nim join
cli-help-serve =
    nim serve shows an address and a twelve-digit code for the other player,
    who types nim join ADDR:PORT CODE. By default only this machine can join:
    to be joined from another, listen on the network, e.g.
    --listen 0.0.0.0:7000.
cli-about-join = Join a game another player hosts with nim serve
cli-serve-board-word = Host a game of the board instead of the rows (as --board)
cli-serve-board = Host a game of the board instead of the rows
cli-listen = Where to wait for the other player: an IP address and a port (port 0 picks a free one) [default: 127.0.0.1:0, this machine only]
cli-serve-first = Who moves first in each game: you (host) or the player who joins (join)
cli-join-addr = The address and port nim serve shows, e.g. 192.168.1.5:7000 (a host name will do)
cli-join-code = The twelve-digit code nim serve shows, e.g. 4821-0937-5562
cli-host-chooses = { $flag }: the host chooses the game (nim serve): drop { $flag }
cli-listen-invalid = --listen "{ $typed }": { $problem ->
        [port] the port is a number from 0 to 65535
        [host] not an IP address: try 0.0.0.0:7000
       *[none] no port, e.g. 0.0.0.0:7000 (port 0: any)
    }
cli-join-addr-invalid = nim join "{ $typed }": { $problem ->
        [port] the port is a number from 1 to 65535
        [host] give HOST:PORT, or [IPV6]:PORT
       *[none] no port, e.g. 192.168.1.5:7000
    }
cli-join-code-invalid = code "{ $typed }": give the twelve digits that nim serve shows
cli-join-needs =
    nim join needs the address and the code that nim serve shows,
    e.g. nim join 192.168.1.5:7000 4821-0937-5562
cli-join-extra = nim join takes an address and a code, not also "{ $typed }"
cli-about-man = Print the manual page (roff, section 6), e.g. nim man | man -l -
cli-about-completions = Print a completion script for bash, zsh or fish
cli-completions-shell-word = The shell to complete for: bash, zsh or fish
cli-completions-shell = "{ $typed }": nim completions writes scripts for { $shells }
cli-completions-needs = nim completions needs a shell: { $shells }
cli-completions-extra = nim completions writes one script, not also one for "{ $typed }"
learn-screen-right = Right!
learn-screen-wrong = { $answer ->
    [yes] Not this time: the player to move can win.
    [no] Not this time: the player to move loses.
   *[move] Not this time: { $answer } wins.
}
learn-screen-next = Press Enter for the next puzzle.
learn-screen-done = Press Enter to leave.
net-listening = Waiting for the other player at { $address }.
net-code = The join code is { $code }. On the other machine, type:
net-join-command = nim join { $address } { $code }
net-door-guessed = { $wrong ->
    [1] Someone tried a wrong code at the door.
   *[other] Someone is guessing the code: { $wrong } wrong so far. The code stays safe.
}
net-door-crowded = { $crowded ->
    [one] 1 newcomer was turned away at the door.
   *[other] { $crowded } newcomers were turned away at the door.
}
net-joined = The other player has joined. The game is the host's choice.
net-connected = Connected to { $address }. The game is the host's choice.
net-help-commands = or 0 0 to leave the game; ? gives a hint, h lists the keys
net-you-are = { $side ->
    [player1] You are player 1.
   *[player2] You are player 2.
}
net-key-help = ? hint  b binary  h help
net-waiting = Waiting for the other player's move...
net-moved = The other player played { $move }.
coached-net-you-played = You played { $move }.
net-won = { $who ->
    [you] You won this game!
   *[opponent] The other player won this game.
}
net-next = The next game starts when both players are ready.
net-next-key = Press Enter for the next game.
net-your-turn = Your turn.
net-their-turn = The other player's turn.
net-refusal = { $why ->
    [turn] It is the other player's turn: wait for their move.
    [undo] Moves are not taken back in a game over the network.
    [change] The host chose this game: it cannot be changed during a network game.
   *[closed] The connection is closed.
}
net-left = { $why ->
    [quit] The other player left the game.
    [interrupt] The other player left the game (Ctrl-C).
    [signal] The other player's program was ended.
   *[end] The other player left the game (their input ended).
}
net-lost = The other player left: the connection was lost.
net-fault = Connection closed: the other side sent { $fault ->
    [long] a line longer than 256 bytes.
    [byte] an unprintable byte.
    [turn] a message out of turn.
    [ply] a move for another position.
    [move] a move the rules refuse.
    [slow] nothing in time.
    [flood] too many lines.
    [drift] a position unlike this side's.
   *[malformed] a line this game cannot read.
}
net-error = Closed by the other side, which got { $fault ->
    [long] a line longer than 256 bytes.
    [byte] an unprintable byte.
    [turn] a message out of turn.
    [ply] a move for another position.
    [move] a move the rules refuse.
    [slow] nothing in time.
    [flood] too many lines.
    [drift] a position unlike its own.
   *[malformed] a line it cannot read.
}
net-refused = { $why ->
    [code] The host refused the join code: check it and try again.
    [version] The host's nim speaks another version of the game's protocol.
    [busy] The host is already playing a game with another player.
    [crowded] Too many others are at the host's door: try again in a minute.
   *[greeting] The host did not take the greeting.
}
net-cannot-resolve = cannot find { $address }
net-cannot-connect = cannot connect to { $address }
net-cannot-listen = cannot listen at { $address }
net-cannot-describe = This game cannot be played over the network: a rule is too long to send.

## network screen
net-screen-score = Score: you { $you }, the other player { $opponent }
net-farewell = Score: you { $you }, the other player { $opponent }. Goodbye!
net-ready-wait = Waiting for the other player to be ready for the next game...
net-closed-key = Press any key to leave.
