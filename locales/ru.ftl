# Русский: каждая фраза, которую читает игрок. Идентификаторы те же, что в
# en.ftl; числа приходят числами, поэтому формы (1 фишку, 2 фишки, 5 фишек)
# выбирает Fluent по правилам CLDR.

## Экран книги: Prepare и ShowField

title = ИГРА НИМ
rule-take = За один ход можно взять сколько угодно фишек из одного ряда.
rule-last = { $rules ->
    [misere] Кто возьмёт последнюю фишку, тот проиграл.
   *[normal] Побеждает тот, кто возьмёт последнюю фишку.
}
label-rows = Номер ряда
label-chips = Количество фишек
help-move = Введите ход: РЯД КОЛИЧЕСТВО (например, 2 3 — взять 3 фишки из ряда 2)
help-commands = или 0 0 — выйти из игры, -1 0 — настроить игру

## Приглашения и ходы

prompt-move = { $side ->
    [player1] Ход игрока 1:
    [player2] Ход игрока 2:
   *[you] Ваш ход:
}
moved = { $side ->
    [computer] Я взял { $count } { $count ->
        [one] фишку
        [few] фишки
       *[many] фишек
    } из ряда { $row }.
    [you] Вы взяли { $count } { $count ->
        [one] фишку
        [few] фишки
       *[many] фишек
    } из ряда { $row }.
    [player1] Игрок 1 взял { $count } { $count ->
        [one] фишку
        [few] фишки
       *[many] фишек
    } из ряда { $row }.
   *[player2] Игрок 2 взял { $count } { $count ->
        [one] фишку
        [few] фишки
       *[many] фишек
    } из ряда { $row }.
}
side = { $side ->
    [you] вы
    [computer] компьютер
    [player1] Игрок 1
   *[player2] Игрок 2
}

## Конец партии: PlayerVictory и OwnVictory

victory = { $side ->
    [you] { $growth ->
        [every] Вы победили! В каждый ряд добавлено по фишке. Играем снова!
        [some] Вы победили! В ряды, где меньше { $max } фишек, добавлено по фишке.
        [full] Вы победили! В рядах уже по { $max } фишки, больше не добавить.
       *[same] Вы победили! Играем снова!
    }
    [computer] Я выиграл! Те же ряды ещё раз.
    [player1] Игрок 1 победил! Новая партия.
   *[player2] Игрок 2 победил! Новая партия.
}
score = Счёт: { $first } { $first-wins }, { $second } { $second-wins }
goodbye = До свидания!

## Настройка игры: GetChange

setup-title = НАСТРОЙКА ИГРЫ
setup-explain = (количество рядов, затем количество фишек в каждом ряду)
setup-leave-plain = (-1 0 — вернуться к игре как была, 0 0 — выйти из программы)
setup-leave-screen = Esc в пустом поле — вернуться к игре как была; 0 0 — выход
setup-rows-prompt = Количество рядов ({ $min }-{ $max }):
setup-row-prompt = Ряд { $row }, количество фишек (1-{ $max }):

## Терминал

enlarge = Увеличьте окно до 80x25 (сейчас { $width }x{ $height })
key-help = ? совет  b биты  u назад  h помощь
key-help-short = h помощь

## Список клавиш и команд (h, help)

keys-title = Клавиши и команды
keys-move-key = РЯД КОЛИЧЕСТВО
keys-move = взять КОЛИЧЕСТВО фишек из ряда РЯД
keys-hint = подсказка: какой ход сделать и почему
keys-binary = двоичный вид: каждый ряд в двоичной записи и ним-сумма
keys-undo = вернуть свой последний ход (и ответ на него)
keys-pass = пропустить: первым ходит соперник (пока никто не ходил)
keys-help = этот список
keys-leave = выйти из игры
keys-new = задать новые ряды
keys-clear = стереть набранное
keys-redraw = перерисовать экран
keys-suspend = приостановить (fg вернёт игру)
keys-quit = выйти
keys-back = Нажмите Enter, чтобы вернуться к игре.
wayin-keys-lessons = l: уроки; d: задача дня (потом снова в эту игру)
wayin-keys-coach = c: тренер вкл./выкл.; уровень: level easy, medium, hard
wayin-keys-ctrl = перерисовать; приостановить (fg вернёт игру); выйти
wayin-keys-learn = уроки: { $command }
wayin-keys-puzzle = задача дня: { $command }
wayin-keys-coach-plain = включить или выключить тренера (coach on, coach off)
wayin-keys-level = уровень компьютера: level easy, level medium, level hard
wayin-coach = { $on ->
    [on] Тренер включён: после каждого вашего хода он скажет, что сделал этот ход
   *[off] Тренер выключен; c включит его снова
}
wayin-level = { $level ->
    [easy] С моего следующего хода уровень лёгкий: я часто ошибаюсь
    [medium] С моего следующего хода уровень средний: я иногда ошибаюсь
   *[hard] С моего следующего хода уровень трудный: я не ошибаюсь
}
wayin-plain-learn = { $what ->
    [puzzle] Задача дня
   *[learn] Уроки
}: { $command } (0 0 завершит игру)
wayin-back = Снова в игре: ваш ход.
wayin-no-daily = Задачу дня здесь не открыть: игра продолжается
wayin-refusal-level = "{ $typed }" — не уровень; наберите level easy, level medium или level hard
wayin-refusal-no-computer = играют двое: компьютера нет, и уровень задать нельзя
board-keys-move-key = СТОЛБЕЦ ШАГИ
board-keys-move = передвинуть свою шашку в СТОЛБЦЕ на ШАГИ клеток
board-keys-new = новая расстановка
enlarge-short = Нужно 80x25

## Отказы: что введено и что принимает вопрос

accepts-move = введите РЯД КОЛИЧЕСТВО, напр. 2 3
accepts-rows = введите число рядов, от { $min } до { $max }
accepts-row = введите от 1 до { $max } фишек ряда { $row }
refusal-empty = строка пуста; { $accepts }
refusal-no-hint-in-setup = при настройке подсказки нет; { $accepts }
refusal-too-long = строка длиннее { $limit } байт; { $accepts }
refusal-not-a-number = "{ $typed }" — не целое число; { $accepts }
refusal-wrong-count = "{ $typed }" — это { $found } { $found ->
    [one] число
    [few] числа
   *[many] чисел
}; { $accepts }
refusal-too-large = { $typed } — слишком велико; { $accepts }
refusal-not-one-number = "{ $typed }" — не одно число; { $accepts }
refusal-separator = "{ $typed }": разделите числа пробелом или одной запятой: 2,3
move-no-such-row = ряда { $row } нет; ряды пронумерованы от 1 до { $rows }
move-empty-row = ряд { $row } пуст; выберите ряд, где ещё есть фишки
move-not-positive = нужно взять хотя бы одну фишку ({ $count } — не ход)
move-too-many = в ряду { $row } всего { $holds } { $holds ->
    [one] фишка
    [few] фишки
   *[many] фишек
}; взять { $count } нельзя
setup-rows-negative = { $value } — не число рядов; нужно от { $min } до { $max }
setup-rows-few = { $value } { $value ->
    [one] ряд
    [few] ряда
   *[many] рядов
} — слишком мало; нужно от { $min } до { $max }
setup-rows-many = { $value } { $value ->
    [one] ряд
    [few] ряда
   *[many] рядов
} — слишком много; нужно от { $min } до { $max }
setup-chips = в ряду { $row } не может быть { $value } фишек; нужно от 1 до { $max }

## Игра с учителем: подсказки, тренер, отмена, уровни, двоичный вид

hint-win = { $why ->
    [odd-singles] Возьмите { $count } из ряда { $row }: останется нечётное число одиночных фишек
   *[nim-sum] Возьмите { $count } из ряда { $row }: ним-сумма станет 0
}
hint-wait = Выигрышного хода нет: возьмите 1 из ряда { $row } и ждите ошибки
coached-kept = { $then ->
    [reply] Хорошо: ваш ход { $move } сохранил выигрыш; я ответил { $reply }
   *[none] Хорошо: ваш ход { $move } сохранил выигрыш
}
coached-no-win = { $then ->
    [slip] Ваш ход { $move } не хуже других; а мой { $reply } — ошибка: вы можете выиграть (? подскажет)
    [slip-short] Ваш ход { $move } не хуже других; мой { $reply } — ошибка: вы можете выиграть
    [slip-shortest] Ваш ход { $move } не хуже других; мой { $reply } — ошибка
    [reply] Ваш ход { $move } не хуже других: выигрышного хода не было; я ответил { $reply }
   *[none] Ваш ход { $move } не хуже других: выигрышного хода не было
}
coached-missed = { $then ->
    [slip] Ваш ход { $move } { $left }; мой { $reply } — ошибка: можно снова выиграть
    [slip-short] Ваш ход { $move } { $left }; мой { $reply } — ошибка: ваш шанс
    [slip-shortest] Ваш ход { $move } { $left }; мой { $reply } — ошибка
    [reply] Ваш ход { $move } { $left }; я ответил { $reply }; u вернёт оба хода
    [reply-short] Ваш ход { $move } { $left }; я ответил { $reply }
   *[none] Ваш ход { $move } { $left }; u вернёт ход
}
coached-left-odd = оставил нечётным число { $weight ->
        [1] единиц
        [2] двоек
        [4] четвёрок
        [8] восьмёрок
        [16] шестнадцаток
       *[other] степеней { $weight }
    }
coached-left-singles = оставил чётное число одиночных фишек
coached-left-instead = упустил выигрыш (выигрывал ход { $better })
coached-left-worth-rule = оставил ряду { $row } ({ $rule }) значение { $value }, сумма Гранди { $sum }
coached-left-worth = оставил ряду { $row } значение { $value }, сумма Гранди { $sum }
coached-left-sum = оставил сумму Гранди { $sum }
coached-moves = { $first } { $second }
wayin-hint-column = Подсказка 1 из 3: столбец { $weight ->
        [1] единиц
        [2] двоек
        [4] четвёрок
        [8] восьмёрок
        [16] шестнадцаток
       *[other] «{ $weight }»
    } — старший нечётный (b покажет столбцы)
wayin-hint-zero = ним-сумма 0: все столбцы чётные, любой ход делает какой-то нечётным (b покажет)
coached-moves-short = Вы взяли { $count } из ряда { $row }; я взял { $reply-count } из ряда { $reply-row }.
coach-chance = Я ошибся: теперь вы можете выиграть. Найдите ход (? подскажет)
undo-done = { $count ->
    [one] Отменён { $count } ход
    [few] Отменено { $count } хода
   *[many] Отменено { $count } ходов
}
refusal-nothing-to-undo = отменять нечего: в этой партии ещё нет ваших ходов
refusal-not-asked = это не ответ на заданный вопрос; { $accepts }
level = { $level ->
    [easy] лёгкий
    [medium] средний
   *[hard] трудный
}
score-level = { $score }; уровень: { $level }
binary-sum = ним-сумма
binary-odd = нечётные
binary-row = ряд { $row }
binary-meaning = ним-сумма { $sum }: { $verdict }
binary-sum-line = = { $sum }: { $verdict }
binary-over = игра окончена: ходов больше нет
binary-verdict = { $wins ->
    [yes] { $mover ->
        [you] вы можете выиграть: сделайте все столбцы чётными
       *[any] ходящий может выиграть
    }
   *[no] { $mover ->
        [you] при точной игре соперника вы проиграете
       *[any] ходящий проигрывает при точной игре
    }
}
binary-misere-switch = конец мизера: оставьте нечётное число одиночных фишек
binary-misere-singles = конец мизера, одиночных фишек { $ones }: { $wins ->
        [yes] { $mover ->
            [you] вы выиграете
           *[any] ходящий выиграет
        }
       *[no] { $mover ->
            [you] вы проиграете
           *[any] ходящий проиграет
        }
    }
hint-column = Подсказка 1 из 3: столбец { $weight ->
        [1] единиц
        [2] двоек
        [4] четвёрок
        [8] восьмёрок
        [16] шестнадцаток
       *[other] «{ $weight }»
    } — старший нечётный (ним-сумма { $sum } = { $bits })
hint-row = Подсказка 2 из 3: в ряду { $row } единица в столбце { $weight }: берите из ряда { $row }
hint-why = ряд { $row }: { $count } = { $bits }; { $bits } xor { $sum } = { $left-bits } = { $left }: возьмите { $take }, столбцы чётны
hint-zero = ним-сумма 0: все столбцы чётные, и любой ход делает какой-то нечётным
hint-misere-rule = Подсказка 1 из 3: конец мизера: оставьте нечётное число одиночных фишек
hint-misere-row = Подсказка 2 из 3: берите из ряда { $row }
hint-misere-why = возьмите { $take } из ряда { $row }: одиночных фишек останется { $ones }, нечётное число
hint-misere-lost = конец мизера, одиночных фишек { $ones }, нечётное число: любой ход сделает его чётным

## Командная строка

layout-row-count = рядов должно быть от { $min } до { $max }, а не { $rows }
layout-chips = в ряду { $row } должно быть от 1 до { $max } фишек, а не { $typed }
layout-not-a-number = ряд { $row }: "{ $typed }" — не целое число (например, 3,4,5)
analyze-not-a-count = ряд { $row }: "{ $typed }" — не целое число
analyze-negative = ряд { $row }: { $typed } — меньше нуля; фишек от 0
analyze-too-large = ряд { $row }: { $typed } — больше { $max }
analyze-missing-row = ряд { $row } пропущен: запятая ставится между двумя числами
analyze-no-rows = нет рядов; укажите количества фишек, например nim analyze 3 4 5
analyze-spill-failed =
    рядов слишком много, чтобы держать их в памяти, а записать
    их во временный файл в { $dir } не удалось:
    { $error }
    Укажите в TMPDIR каталог, доступный для записи, со свободным местом.

## Справка командной строки

cli-about = Игра ним из классического учебника по Turbo Pascal, на экране 80x25 из книги.
cli-help-play =
    Как играть: по очереди берите сколько угодно фишек из одного ряда;
    кто возьмёт последнюю фишку, тот победил.
    Введите РЯД КОЛИЧЕСТВО: `2 3` — взять три фишки из ряда 2;
    `0 0` — выход, `-1 0` — новые ряды.
    Во время игры: `?` — подсказка (F1), `b` — двоичный вид (F2), `u` — отмена,
    `p` — уступить первый ход, `h` — все клавиши и команды.
cli-about-analyze = Разобрать позицию: ним-сумма, кто выигрывает, все выигрывающие ходы (`-` — ряды из stdin)
cli-rows = Фишки в каждом ряду, например 3,4,5 (от 2 до 14 рядов по 1-63 фишки)
cli-random = Случайные ряды: от 3 до 7 рядов по 1-15 фишек
cli-seed = Зерно для всех случайных выборов, чтобы партию можно было повторить
cli-misere = Правила мизер: кто возьмёт последнюю фишку, тот проиграл
cli-first = Кто ходит первым в каждой партии
cli-players = 1 — игра с компьютером, 2 — два человека по очереди
cli-plain = Построчная игра даже в терминале (для каналов всегда)
cli-lang = Язык сообщений (по умолчанию из LC_ALL, LC_MESSAGES или LANG)
cli-quiet = Без звукового сигнала при ошибке
cli-ascii = Фишки в виде `o`, для терминалов без Unicode или с широким ▄
cli-analyze-misere = Оценка и ходы по правилам мизер
cli-analyze-rows = Фишки в каждом ряду (можно 0) или `-`, чтобы прочитать их из stdin
cli-analyze-hint = Напечатать только подсказку (hint: РЯД КОЛИЧЕСТВО или hint: none)
cli-analyze-explain = После ходов — шаг правила для каждого ряда: row 3: 5 xor 6 = 3 < 5: take 2
cli-level = Сила компьютера: на лёгком и среднем он ошибается, как человек
cli-coach = После каждого вашего хода говорить, сохранил он выигрыш или упустил
cli-first-needs-computer = --first computer нужен компьютер: уберите --players 2
cli-level-needs-computer = для --level нужен компьютер-соперник: уберите --level или --players 2
cli-seed-invalid =
    --seed { $typed } — недопустимое зерно:
    укажите целое число от 0 до { $max }
cli-not-on-the-board = { $flag } задаёт ряды; nim board сам расставляет шашки: уберите { $flag }
cli-not-for-analyze = { $flag } — для игры, не для nim analyze: см. nim help analyze
cli-given-twice = { $flag } указан и до, и после { $command }: укажите его один раз
cli-usage = Использование:
cli-commands = Команды:
cli-arguments = Аргументы:
cli-options = Параметры:
cli-print-help = Показать справку
cli-print-version = Показать версию
cli-help-command = Показать эту справку или справку по команде, названной после help
cli-default = [по умолчанию: { $value }]
cli-possible = [возможные значения: { $values }]
cli-try-help = Подробнее: '{ $command } --help'.
cli-unknown = у { $command } нет параметра { $typed }
cli-unexpected-command =
    «{ $typed }» — не команда; есть команды
    board, analyze, replay, learn, puzzle, worksheet, serve, join, man,
    completions и help
cli-option-of = { $flag } — параметр { $command }: см. { $command } --help
cli-unexpected-word = { $command } принимает только параметры, а не «{ $typed }»
cli-only-for-analyze = { $flag } — параметр nim analyze: nim analyze { $flag } РЯД...
cli-needs-value = { $flag } требует значения, например { $flag } { $example }
cli-takes-no-value = { $flag } не принимает значения: пишите просто { $flag }
cli-choice = { $flag } { $typed }: возможные значения — { $choices }
cli-players-invalid = --players { $typed }: укажите 1 или 2 (для двоих)
cli-repeated = { $flag } указан больше одного раза: укажите его один раз
cli-rows-or-random = --rows и --random оба задают ряды: укажите что-то одно
cli-not-text = «{ $typed }» — не текст в UTF-8
cli-not-text-flag = { $flag } «{ $typed }» — не текст в UTF-8
cli-needs-rows = nim analyze нужны ряды, например nim analyze 3 4 5 (или -, то есть stdin)

## Rules: playing

rules-line = Правила рядов: { $rules }; выигрывает тот, кто сделает последний ход
rules-take = Берите фишки из одного ряда, как позволяет правило ряда.
rules-line-short = Правило каждого ряда указано рядом с ним; выигрывает сделавший последний ход
rules-line-some = Правила рядов: { $rules }; остальные указаны рядом с рядами
rules-bad-rule = "{ $typed }": нет такого правила (см. take:3, sub:1,3, kayles)
rules-unplayable = по правилу { $rule } ход может не брать фишек: это для nim analyze
rules-misere = поддавки играются только рядами nim, не { $rule }
rules-for-rows = правило пишут после фишек ряда (5 kayles), а не после числа рядов
rules-no-move = по этим правилам из таких рядов нельзя сделать ни одного хода: задайте ряды заново
rules-setup-help = После фишек ряда можно указать правило (5 kayles); без него ряд сохранит своё
rules-or = или
rules-more = больше
rules-takes = { $kind ->
    [upto] по правилу { $rule } можно взять { $most ->
        [1] одну фишку
       *[other] от 1 до { $most } фишек
    }
    [adjacent] по правилу { $rule } можно взять { $list } соседних фишки
   *[list] по правилу { $rule } можно взять { $list } фишки
}
rules-place = { $how ->
    [whole] по правилу { $rule } { $count } фишки должны быть целой группой
    [end-part] по правилу { $rule } { $count } фишки берут с края группы, оставляя часть
    [end] по правилу { $rule } фишки берут только с края группы
    [middle] по правилу { $rule } { $count } фишки должны оставить фишки с обеих сторон
    [whole-or-middle] по правилу { $rule } { $count } фишки — целая группа или середина
   *[part] по правилу { $rule } { $count } фишки не могут быть целой группой
}
rules-no-places = здесь ход — два числа: места начала нет
rules-no-such-place = в ряду { $row } фишки с 1 по { $places }, а не { $at }
rules-not-there = ряд { $row }: не все { $count } фишки с фишки { $at } на месте (точка — взятая фишка)
rules-group-too-small = в последней группе ряда { $row } фишек { $holds }; иначе: РЯД ЧИСЛО МЕСТО
rules-moved-at = { $side ->
    [computer] Я взял { $count } из ряда { $row }, с фишки { $at }.
    [you] Вы взяли { $count } из ряда { $row }, с фишки { $at }.
    [player1] Игрок 1 взял { $count } из ряда { $row }, с фишки { $at }.
   *[player2] Игрок 2 взял { $count } из ряда { $row }, с фишки { $at }.
}
rules-hint-win = { $at ->
    [0] Возьмите { $count } из ряда { $row }: сумма Гранди станет 0
   *[other] Возьмите { $count } из ряда { $row } с фишки { $at }: сумма Гранди станет 0
}
rules-hint-wait = { $at ->
    [0] Выигрышного хода нет: возьмите { $count } из ряда { $row } и ждите ошибки
   *[other] Выигрышного хода нет: возьмите { $count } из ряда { $row } с фишки { $at } и ждите
}
rules-row-worth = ряд { $row } по правилу { $rule } стоит { $value }
rules-hint-worth = ряд { $row } по правилу { $rule } стоит { $value }; сумма Гранди { $sum } (? ещё раз: почему)
rules-hint-mex = { $rule } { $heap }: ходы дают { $reached }; наименьшее пропущенное, { $value }, и есть его значение
rules-hint-no-move = { $rule } { $heap }: ходов нет, ничего не достигается; значение 0
rules-grundy-sum = Сумма Гранди { $sum }
rules-shortened =
    Длинный список sub: выше сокращён: (N) — сколько в нём чисел;
    целиком он записан в командной строке, начавшей игру,
    и в метке Rules записи партии.
rules-grundy-label = G
rules-sum-label = G-сумма

## Игра на доске 尼姆棋 (nim board): свои слова для ходов, отказов и подсказок

board-title = НИМ НА ДОСКЕ (尼姆棋)
board-rule-take = Ходите своей шашкой вперёд по её столбцу: чёрные вверх, красные вниз.
board-rule-last = { $rules ->
    [misere] Хотя бы на клетку, не на чужую шашку и не через неё. Последний ход проигрывает.
   *[normal] Хотя бы на клетку, не на чужую шашку и не через неё. Последний ход выигрывает.
}
board-sides = Чёрные { $black-piece } ходят вверх и начинают: { $black }. Красные { $red-piece } вниз: { $red }.
board-free = свободно
board-help-move = Введите ход: СТОЛБЕЦ ШАГИ (например, 3 2 — шашка в столбце 3 идёт на 2 клетки)
board-help-commands = или 0 0 — выйти из игры, -1 0 — новая расстановка
board-moved = { $side ->
    [computer] Я передвинул шашку в столбце { $row } на { $count } { $count ->
        [one] клетку
        [few] клетки
       *[many] клеток
    }.
    [you] Вы передвинули шашку в столбце { $row } на { $count } { $count ->
        [one] клетку
        [few] клетки
       *[many] клеток
    }.
    [player1] Игрок 1 передвинул шашку в столбце { $row } на { $count } { $count ->
        [one] клетку
        [few] клетки
       *[many] клеток
    }.
   *[player2] Игрок 2 передвинул шашку в столбце { $row } на { $count } { $count ->
        [one] клетку
        [few] клетки
       *[many] клеток
    }.
}
board-victory = { $side ->
    [you] Вы победили! Новая расстановка. Играем снова!
    [computer] Я выиграл! Новая расстановка.
    [player1] Игрок 1 победил! Новая расстановка.
   *[player2] Игрок 2 победил! Новая расстановка.
}
board-dealt = Шашки расставлены заново.
board-accepts-move = введите СТОЛБЕЦ ШАГИ, напр. 3 2
board-refusal-separator = "{ $typed }": разделите числа пробелом или одной запятой: 3,2
board-move-no-such-row = столбца { $row } нет; столбцы пронумерованы от 1 до { $rows }
board-move-empty-row = столбец { $row } закрыт: шашки стоят вплотную; выберите другой
board-move-not-positive = нужно пройти хотя бы одну клетку ({ $count } — не ход)
board-move-too-many = в столбце { $row } свободно всего { $holds } { $holds ->
    [one] клетка
    [few] клетки
   *[many] клеток
}; пройти { $count } нельзя
board-hint-win = Введите { $row } { $count } (столбец { $row }, { $count } { $count ->
        [one] шаг
        [few] шага
       *[many] шагов
    }): { $why ->
        [odd-singles] останется нечётное число одиночных клеток
       *[nim-sum] ним-сумма станет 0
    }
board-hint-wait = Выигрышного хода нет: введите { $row } 1 и ждите ошибки
board-hint-column = Подсказка 1 из 3: строка { $weight ->
        [1] единиц
        [2] двоек
        [4] четвёрок
        [8] восьмёрок
        [16] шестнадцаток
       *[other] «{ $weight }»
    } — старшая нечётная (ним-сумма { $sum } = { $bits })
board-hint-row = Подсказка 2 из 3: в столбце { $row } единица в строке { $weight }: ходите в столбце { $row }
board-hint-why = столбец { $row }: { $count } = { $bits }; { $bits } xor { $sum } = { $left-bits } = { $left }: пройдите { $take }, строки чётны
board-hint-zero = ним-сумма 0: все строки чётные, и любой ход делает какую-то нечётной
board-hint-misere-rule = Подсказка 1 из 3: конец мизера: оставьте нечётное число одиночных клеток
board-hint-misere-row = Подсказка 2 из 3: ходите в столбце { $row }
board-hint-misere-why = пройдите { $take } в столбце { $row }: одиночных клеток останется { $ones }, нечётное число
board-hint-misere-lost = конец мизера, одиночных клеток { $ones }, нечётное число: любой ход сделает его чётным
board-coached-left-odd = оставил нечётной строку { $weight ->
        [1] единиц
        [2] двоек
        [4] четвёрок
        [8] восьмёрок
        [16] шестнадцаток
       *[other] «{ $weight }»
    }
board-wayin-hint-column = Подсказка 1 из 3: строка { $weight } — старшая нечётная (b покажет строки)
board-wayin-hint-zero = ним-сумма 0: все строки чётные, любой ход делает какую-то нечётной (b покажет)
board-coached-left-singles = оставил чётное число одиночных клеток
board-coached-moves-short = Вы прошли { $count } в столбце { $row }; я прошёл { $reply-count } в столбце { $reply-row }.
cli-about-board = Сыграть в 尼姆棋 (ним на доске): шашки на доске 8x8, промежутки между ними — кучки нима
cli-help-board =
    Как играть: в каждом столбце красная шашка стоит над чёрной. Ходите своей
    шашкой вперёд по столбцу (чёрные вверх, красные вниз) на одну или несколько
    свободных клеток, не вставая на чужую и не перепрыгивая её. Начинают
    чёрные; кто ходит последним, тот победил. Введите СТОЛБЕЦ ШАГИ: `3 2`;
    `0 0` — выход, `-1 0` — новая расстановка.
    Во время игры: `?` — подсказка (F1), `b` — двоичный вид (F2), `u` — отмена,
    `p` — уступить первый ход, `h` — все клавиши и команды.
cli-board-misere = Правила мизер: кто сделает последний ход, тот проиграл
cli-board-ascii = Шашки в виде B и R, для терминалов без Unicode или с широким ●
cli-mouse = Играть мышью: щелчок по фишке берёт её и все фишки правее
cli-board-mouse = Играть мышью: щелчок по свободной клетке ведёт туда вашу шашку

## Конец партии, кто начинает, счёт при выходе

game-over-prompt = Enter или пробел — следующая партия
accepts-next-game = Enter — следующая партия
game-over-final = Партия окончена: это последняя позиция.
game-over-tally = Ваши ходы в этой партии: { $kept ->
        [one] { $kept } сохранил выигрыш
        [few] { $kept } сохранили выигрыш
       *[many] { $kept } сохранили выигрыш
    }, { $missed ->
        [one] { $missed } упустил его
        [few] { $missed } упустили его
       *[many] { $missed } упустили его
    }.
game-lost-why = Выигрышной позиции у вас не было: партия проиграна с первого хода.
game-lost-how = Чтобы выиграть, { $opener ->
        [computer] ходите первым (без --first computer)
        [passed] ходите первым, не пасуя
       *[player] до первого хода нажмите p (начну я)
    }{ $level ->
        [easy] {""} или -1 0 — новые ряды.
       *[other] {""} или наберите level easy.
    }
board-lost-how = Чтобы выиграть, { $opener ->
        [computer] ходите первым (без --first computer)
        [passed] ходите первым, не пасуя
       *[player] до первого хода нажмите p (начну я)
    }{ $level ->
        [easy] {""} или -1 0 — новая доска.
       *[other] {""} или наберите level easy.
    }
passed = { $side ->
    [computer] Вы пропустили ход: первым хожу я.
    [you] Первым ходите вы.
    [player1] Первым ходит игрок 1.
   *[player2] Первым ходит игрок 2.
}
refusal-pass-too-late = пасовать поздно: p передаёт первый ход, только пока никто не ходил
refusal-game-over = партия окончена; Enter или пробел — следующая
score-goodbye = { $score }. До свидания!
learn-pointer = Компьютер выиграл больше. Его правило по шагам: { $command }

## Rules: the command line and nim analyze
cli-rule = Одно правило для всех рядов: nim, take:K, sub:A,B,..., восьмеричный код вроде 0.77, kayles, dawson, lasker, grundy [по умолчанию: nim]
cli-rules = Правило для каждого ряда по порядку, например "kayles nim sub:1,3,4"
cli-analyze-values = Вывести значения Гранди кучек от 0 до N по правилу --rule и период, если он доказан
cli-analyze-limit = Вычислять не больше N кучек (none: без предела; по умолчанию несколько секунд)
cli-analyze-summary = Итог значений --rule: период, наибольшее значение, редкие значения
cli-rule-invalid =
    { $flag } «{ $typed }» — не правило:
    { $reason }
cli-rule-or-rules = --rule и --rules оба задают правила рядов: укажите что-то одно
cli-rules-random =
    --rules задаёт правило каждому ряду, а --random сам выбирает число
    рядов: укажите --rows вместе с --rules или одно --rule для всех рядов
cli-rules-count =
    в --rules правил: { $rules }, а рядов: { $rows }; нужно по правилу на ряд
cli-no-move =
    по этим правилам из --rows { $rows } нельзя сделать ни одного хода:
    дайте рядам больше фишек
cli-not-playable =
    { $rule } делит кучку, не забирая фишек, и партия может не кончиться:
    в неё нельзя играть; исследуйте её: nim analyze --rule { $rule } --values 50
cli-misere-rules =
    --misere требует рядов ним: теория ним-суммы не переносится
    на мизерные суммы других правил
cli-board-is-nim =
    { $flag }: nim board играет в ним на промежутках, без других правил:
    уберите { $flag }
cli-values-need-rule =
    --values выводит значения одного правила: задайте его через --rule,
    например nim analyze --rule kayles --values 100
cli-values-no-rows = --values выводит значения правила, а не позиции: уберите ряды
cli-values-with = --values выводит значения правила, а { $flag } нужен позиции: уберите его
cli-values-invalid =
    --values { $typed }: укажите последнюю кучку, от 0 до { $max }
cli-limit-invalid =
    --limit { $typed } — не предел:
    укажите none или целое число кучек от 1 до { $max }
cli-summary-alone =
    --summary подводит итог значениям одного правила: укажите --rule
    и, самое большее, --values N или --limit,
    например nim analyze --rule kayles --summary
rule-empty = правило пустое
rule-unknown =
    правила «{ $name }» нет; есть nim, take:K, sub:A,B,...,
    восьмеричный код вроде 0.77, kayles, dawson, lasker, grundy
rule-bad-take = take: требует целого числа фишек не меньше 1, например take:3
rule-bad-sub = sub: требует количеств не меньше 1 через запятую, например sub:1,3,4
rule-octal-lead = восьмеричный код начинается с 0. или 4., например 0.77
rule-octal-digit = цифры восьмеричного кода — от 0 до 7, а не { $digit }
rule-octal-space = цифры восьмеричного кода — от 0 до 7, и пишутся они без пробелов, например 0.77
rule-octal-no-digits = восьмеричному коду нужна цифра после точки, например 0.77
rule-octal-no-moves = код из одних нулей не допускает ни одного хода
rule-octal-bracket = в скобках одна цифра, и ими код кончается, например 0.3[7]
rule-octal-too-long = в восьмеричном коде не больше { $max } цифр после точки
analyze-rules-count = в --rules правил: { $rules }, а рядов: { $rows }; нужно по правилу на ряд
analyze-heap-too-large =
    ряд { $row }: у кучки { $heap } по правилу { $rule } здесь нет значения:
    значения вычислены до { $limit }, и период не найден
    (--limit N или --limit none вычисляет дальше)
analyze-values-too-large =
    { $rule }: значения вычислены до { $limit }, и период не найден,
    поэтому у кучки { $heap } здесь нет значения
    (--limit none вычисляет дальше)
analyze-heap-no-memory =
    ряд { $row }: у кучки { $heap } по правилу { $rule } здесь нет значения:
    память кончилась, когда значения были вычислены до { $limit }
    (меньший --limit или меньше кучек требуют меньше памяти)
analyze-values-no-memory =
    { $rule }: память кончилась, когда значения были вычислены до { $limit },
    поэтому у кучки { $heap } здесь нет значения (попросите меньше кучек)
values-derivation = ходы из { $heap } по правилу { $rule }: { $options }; mex{"{"}{ $reached }{"}"} = { $value }
values-no-option = из { $heap } по правилу { $rule } ходов нет; mex{"{}"} = 0
values-explain-cut = (ходы показаны для кучек до { $upto }; дальше — только значения)
values-uncounted-moves =
    Ряд { $row }: у группы в { $heap } фишек слишком много разбиений, чтобы
    просмотреть все, и нет периода, чтобы сосчитать её выигрышные ходы.
    { $listed ->
        [0] Среди первых просмотренных их нет; остальные не сосчитаны.
       *[other] Найденные первыми показаны выше; остальные не сосчитаны.
    }
values-more-moves =
    Ряд { $row }: выигрышных ходов из группы в { $heap } фишек, не показанных
    здесь: { $more }; показаны первые { $listed }.
analyze-progress = значений: { $done }, { $rate } в секунду, { $elapsed } с
analyze-progress-rare = значений: { $done }, редких: { $rare }, { $rate } в секунду, { $elapsed } с
analyze-stopped = { $rule }: остановлено по Ctrl-C; значения вычислены до кучки { $heap }
analyze-unsolved = Период { $rule } неизвестен: его никто не нашёл, и здесь он не утверждается.

## Записи, повтор и разбор (`--record`, `nim replay`, `r`)
cli-record = Записывать каждую партию в FILE по ходу игры (запись покажет nim replay)
cli-force = Разрешить --record перезаписать существующий файл
cli-about-replay = Показать записанную партию заново, ход за ходом
cli-replay-file = Запись, сделанная с --record
cli-review = Отметить каждый ход: сохранил он выигрыш или упустил, и назвать перелом
cli-game = Показать только N-ю партию записи (считая с 1)
cli-needs-record = nim replay нужна запись, например: nim replay game.txt
cli-replay-extra = nim replay показывает одну запись, но не ещё и «{ $typed }»
cli-game-invalid = --game «{ $typed }»: номер партии — целое число от 1
cli-force-needs-record = --force нужен только вместе с --record FILE
record-line = строка { $line }: { $reason }
record-empty = в записи нет ни одной партии
record-not-a-tag = «{ $typed }» — не метка; метка пишется так: [Имя "значение"]
record-unknown-tag =
    метки { $name } нет; метки: Game, Format, Date, Start, Rules,
    Misere, Level, Seed, First, Players, Result и Deal
record-repeated-tag = метка { $name } указана дважды
record-bad-value = { $name } не может быть «{ $typed }»: { $form }
record-form-game = это nim или board
record-form-format = программа читает формат 1
record-form-date = дата пишется ГГГГ.ММ.ДД, или ????.??.??, если она неизвестна
record-form-start = это от 2 до 14 рядов по 1–63 фишки, например 3 4 5
record-form-start-board = это число свободных клеток в каждом столбце после раздачи
record-form-rules = это по одному играбельному правилу на ряд, например kayles nim
record-form-misere = это yes или no
record-form-level = это easy, medium или hard (? при двух игроках)
record-form-seed = это целое число или ?, если его не задавали
record-form-first = это you или computer (player 1 или player 2 при двух игроках)
record-form-players = это 1 или 2
record-form-result = это победитель, названный как в First, или * для неоконченной партии
record-form-deal = это 8 столбцов вида КРАСНАЯ-ЧЁРНАЯ, клетки 1–8 сверху, красная выше чёрной, например 2-7
record-missing-tag = у партии нет метки { $name }
record-tag-after-moves = метка после ходов; следующая партия начинается после пустой строки
record-bad-move = «{ $typed }» — не ход; ход пишется так же, как вводится в игре, например 2 3
record-illegal-move = ход { $typed } сделать нельзя: { $reason }
record-after-end = ход { $typed } идёт после конца партии
record-wrong-result = метка Result говорит { $said }, а ходы дают { $is }
record-rules-count = в метке Rules { $rules ->
    [one] { $rules } правило
    [few] { $rules } правила
   *[other] { $rules } правил
} на { $rows ->
    [one] { $rows } ряд
    [few] { $rows } ряда
   *[other] { $rows } рядов
}: нужно по одному правилу на ряд
record-misere-rules = поддавки играют только с рядами ним
record-exists = { $path } уже существует: добавьте --force, чтобы перезаписать его, или выберите другой файл
record-cannot-write = не удаётся записать { $path }: { $error }
record-busy = в { $path } сейчас пишет другая игра: подождите или выберите другой файл
record-stopped = Запись в { $path } остановлена: { $why }. Игра продолжается.
record-why-no-room = диск заполнен
record-why-size-limit = достигнут предел размера файла
replay-cannot-read = не удаётся прочитать { $path }: { $error }
replay-too-large = { $path } больше { $limit } МБ, а nim replay читает записи не больше этого
replay-no-such-game = в записи { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[other] { $games } партий
}; партии --game { $game } среди них нет
replay-game = Партия { $game } из { $games }
replay-start = Начало партии. { $plies ->
    [one] Дальше { $plies } ход.
    [few] Дальше { $plies } хода.
   *[other] Дальше { $plies } ходов.
}
replay-move = Ход { $ply } из { $plies }: { $move }
replay-won = { $side ->
    [you] Вы выиграли.
    [computer] Компьютер выиграл.
    [player1] Игрок 1 выиграл.
   *[player2] Игрок 2 выиграл.
}
replay-unfinished = Запись кончается раньше партии.
replay-keys = Влево Вправо: шаг  Home End  пробел: пуск/пауза  r разбор  q выход
review-title = Разбор партии
review-kept = { $ply }. { $who }: ход { $move } сохранил выигрыш
review-missed = { $ply }. { $who }: ход { $move } упустил выигрыш; выигрывал { $best }
review-lost = { $ply }. { $who }: ход { $move } (выигрышного хода не было)
review-turning = Перелом на { $ply }-м ходу: выигрывал ход { $best }.
review-no-turning = Ни один ход не упустил выигрыш.
review-why-column = После { $move } в разряде { $weight } стало нечётное число единиц: соперник мог снова сделать все разряды чётными и выиграть.
review-why-worth = После { $move } ряд { $row } стоит { $value }, сумма Гранди { $sum }, а не 0: соперник мог вернуть её к 0 и выиграть.
review-why-ending = После { $move } соперник мог оставить в конце нечётное число одиночных фишек и выиграть.
review-none = ещё нет оконченной партии для разбора
review-back = Нажмите Enter, чтобы вернуться.
review-page = Ходы { $first }–{ $last } из { $all }: остальные — клавиши Вверх, Вниз, PgUp, PgDn
keys-review = разбор последней партии: какие ходы сохранили выигрыш
keys-review-end = в конце партии: её разбор, какие ходы сохранили выигрыш
review-hint = r — разбор этой партии, ход за ходом

## nim learn и nim puzzle: уроки, вопросы и ответы

learn-title = { $lesson ->
    [one-row] Один ряд
    [two-rows] Два ряда: повторяй ходы
    [one-two-three] Один, два, три
    [pairs] Пары степеней двойки
    [powers] Каждый ряд как сумма степеней двойки
    [binary] Двоичное правило
    [misere] Мизер: последняя фишка проигрывает
   *[board] Доска — переодетый ним
    [sums] Суммы игр
}
learn-text-one-row =
    Один ряд фишек. Из него можно взять сколько угодно фишек, хоть все.
    Кто берёт последнюю фишку, тот выигрывает.
    Значит, берите весь ряд сразу: противнику ничего не останется.
learn-text-two-rows =
    В двух рядах поровну фишек: ходящий проигрывает. Сколько он возьмёт
    из одного ряда, столько же противник возьмёт из другого и так заберёт
    последнюю фишку. Ряды разные: возьмите из большего разницу, сравняйте
    ряды и дальше повторяйте каждый ход противника в другом ряду.
learn-text-one-two-three =
    Ряды из 1, 2 и 3 фишек — проигрыш для ходящего.
    После любого хода из 1 2 3 противник может оставить два равных ряда,
    а два равных ряда проигрывает ходящий: там можно повторять ходы.
learn-text-pairs =
    Ряды из 1, 2, 4 или 8 фишек — степени двойки. Два равных ряда гасят
    друг друга, как в уроке 2. Если у каждого ряда есть пара того же
    размера, ходящий проигрывает. Чтобы выиграть, оставьте все ряды в парах:
    из 2 4 4 возьмите весь ряд 2; из 1 1 2 4 возьмите 2 из четвёрки: 1 1 2 2.
learn-text-powers =
    Каждое число — сумма разных степеней двойки: 5 = 4+1, 7 = 4+2+1.
    Разложите так каждый ряд и составьте пары из равных степеней.
    Если у каждой степени есть пара, ходящий проигрывает. Если нет, берите
    из ряда со старшей степенью без пары так, чтобы все снова были в парах.
learn-text-binary =
    То же самое в двоичной записи: запишите ряды в двоичной системе столбиком.
    Столбец с нечётным числом единиц — это степень двойки без пары.
    Все столбцы чётные (ним-сумма 0): ходящий проигрывает. Иначе есть ход,
    после которого все столбцы чётные: найдите его.
learn-text-misere =
    Мизер (игра в поддавки): кто берёт последнюю фишку, тот проигрывает.
    Пока больше одной фишки хотя бы в двух рядах, играйте как обычно.
    Когда больше одной фишки осталось лишь в одном ряду, оставьте в нём 0 или 1
    так, чтобы одиночных фишек было нечётное число: последнюю возьмёт противник.
learn-text-board =
    尼姆棋: в каждом столбце красная шашка стоит над чёрной; шашки ходят вперёд.
    Свободные клетки между шашками столбца — это ряд нима: ход на k клеток
    берёт из него k фишек. Вы играете чёрными (B), вверх; ответ: СТОЛБЕЦ ШАГИ.
    Значит, промежутки — ряды нима, и двоичное правило играет на доске.
learn-text-sums =
    У ряда может быть своё правило. take:3 берёт от 1 до 3 фишек: ряд из n
    стоит n mod 4 (take:2 — n mod 3), это его число Гранди. Kayles берёт 1-2
    соседние фишки где угодно: РЯД КОЛИЧЕСТВО МЕСТО берёт с фишки МЕСТО, а
    разбитый ряд стоит xor своих частей (kayles 0-7 стоят 0 1 2 3 1 4 3 2).
    Ряд нима стоит своих фишек. При ним-сумме чисел 0 ходящий проигрывает.
learn-discover-intro =
    Прежде чем узнать правило, найдите его сами: несколько маленьких игр.
    Угадайте, кто выиграет, и сыграйте со мной. Правило будет потом.
learn-discover-game = Игра { $at } из { $of }
learn-discover-choose = Вы хотите ходить первым или вторым? (1/2):
learn-discover-not-choice = «{ $typed }» — не 1 и не 2: 1 — ходить первым, 2 — вторым
learn-discover-won = { $winner ->
    [you] Вы выиграли!
   *[me] Я выиграл.
}
learn-discover-truth = { $wins ->
    [yes] Здесь ходящий может выиграть.
   *[no] Здесь ходящий проигрывает, как бы он ни ходил.
}
learn-discover-guessed = { $right ->
    [yes] Вы угадали.
   *[no] Вы думали иначе.
}
learn-discover-chose = { $first ->
    [yes] Вы решили ходить первым, а здесь выигрывает второй.
   *[no] { $won ->
        [yes] Вы решили ходить вторым, и здесь это выигрывает.
       *[no] Вы выбрали второй ход — здесь он выигрывает; как — покажет правило.
    }
}
learn-discover-next = { $last ->
    [yes] Нажмите Enter, чтобы узнать правило урока.
   *[no] Нажмите Enter для следующей игры.
}
learn-discover-keys = Сначала маленькие игры: s — сразу к правилу, q или 0 0 — выход.
learn-discover-offer = Наберите discover, чтобы сначала найти правило урока в маленьких играх,
    или rule, чтобы прочесть его сразу; иначе оно придёт после первого ответа.
learn-question-move = Ваш выигрышный ход (РЯД КОЛИЧЕСТВО):
learn-question-move-at = Ваш выигрышный ход (РЯД КОЛИЧЕСТВО [МЕСТО]):
learn-question-move-board = Ваш выигрышный ход (СТОЛБЕЦ ШАГИ):
learn-question-wins = Может ли ходящий выиграть? (y/n, да/нет):
learn-board-sides = Вы играете чёрными (B) и ходите вверх; красные (R) ходят вниз.
learn-rules = В ряду { $row } правило { $rule }: за ход { $most ->
    [1] одна фишка
   *[other] от 1 до { $most } фишек
}.
learn-rules-row = Ряд { $row }: { $takes }.
learn-misere = Мизер: кто берёт последнюю фишку, тот проигрывает.
learn-move-rows = Ход «взять { $take } из ряда { $row }»
learn-move-rows-at = Ход «взять { $take } из ряда { $row } с фишки { $at }»
learn-move-board = Ход «столбец { $row }, { $take } { $take ->
        [one] шаг
        [few] шага
       *[other] шагов
    }»
learn-reason-move = { $move } оставляет { $position }. { $why }
learn-reason-lost = { $position } — проигрыш для ходящего. { $why }
learn-why-last-chip = Ничего не осталось: последняя фишка взята.
learn-why-copy = Два равных ряда по { $count }: сколько возьмут из одного, столько же противник возьмёт из другого и так заберёт последнюю фишку.
learn-why-one-two-three = После любого хода из 1 2 3 противник оставляет два равных ряда и дальше повторяет ходы.
learn-why-powers = В степенях двойки (их показывают столбцы) у каждой степени есть пара: любой ход разбивает пару, а противник снова её составляет.
learn-why-nim-sum = В двоичной записи (её показывают столбцы) в каждом столбце чётное число единиц (ним-сумма 0): любой ход делает столбец нечётным, а противник снова выравнивает.
learn-columns-held = сколько
learn-columns-gap = пром. { $gap }
learn-why-pairs = У каждого ряда есть пара того же размера: сколько возьмут из одного ряда, столько же противник возьмёт из его пары.
learn-why-unpaired = Теперь не каждый ряд — это 1, 2, 4 или 8, и ряды не разбиваются на пары, но любой ход отсюда проигрывает: почему — покажет урок 5.
learn-why-misere-singles = Мизер: { $ones ->
    [one] осталась 1 одиночная фишка, и кто её возьмёт, проиграет.
    [few] { $ones } одиночные фишки, нечётное число: берут по одной, и последнюю возьмёт ходящий.
   *[other] { $ones } одиночных фишек, нечётное число: берут по одной, и последнюю возьмёт ходящий.
}
learn-why-misere-sum = Мизер, но больше одной фишки ещё в двух рядах или более, поэтому решает ним-сумма, как в обычной игре: в двоичной записи (её показывают столбцы) все столбцы чётные.
learn-why-gaps = Промежутки — это ряды нима: в двоичной записи (её показывают столбцы) все столбцы чётные (ним-сумма 0), и любой ход делает столбец нечётным.
learn-why-grundy = Ряды стоят { $values }; ним-сумма этих чисел 0, так что ходящий проигрывает, как в ниме.
learn-grundy-take = { $count } mod { $modulus } = { $value }
learn-grundy-nim = { $count }
learn-grundy-rule = { $rule } { $groups } = { $value }
learn-grundy-split = { $rule } { $groups } = { $values } = { $value }
refute-reply-rows = я беру { $take } из ряда { $row }
refute-reply-rows-at = я беру { $take } из ряда { $row } с фишки { $at }
refute-reply-board = мой ответ «{ $row } { $take }»
refute-try-rows = вы берёте { $take } из ряда { $row }
refute-try-rows-at = вы берёте { $take } из ряда { $row } с фишки { $at }
refute-try-board = ваш ход «{ $row } { $take }»
refute-own = { $tried } оставляет { $left }, а { $reply } — остаётся { $lost }. { $why }
refute-try = Скажем, { $tried } — остаётся { $left }, а { $reply } — остаётся { $lost }. { $why }
refute-board = Если { $tried }, то { $reply }. { $why }
refute-last = { $tried } забирает последнюю фишку, а в мизере кто её взял, тот и проиграл.
refute-offer = p — доиграть эту позицию против меня; Enter — следующая задача.
refute-offer-plain = Наберите play, чтобы доиграть позицию со мной, или ответьте на следующую задачу.
refute-offer-last = p — доиграть эту позицию против меня; Enter — выйти.
refute-play-keys = Введите ход; q или 0 0 — закончить игру, h — эти клавиши.
refute-play-start = { $first ->
    [me] Доиграем: я хожу первым.
   *[you] Доиграем: вы ходите первым.
}
refute-play-prompt = { $kind ->
    [board] Ваш ход (СТОЛБЕЦ ШАГИ):
    [at] Ваш ход (РЯД КОЛИЧЕСТВО [МЕСТО]):
   *[rows] Ваш ход (РЯД КОЛИЧЕСТВО):
}
refute-play-won = { $winner ->
    [you] Вы выиграли!
   *[me] Я выиграл: эта позиция была для вас проигрышной.
}
learn-streak = { $streak } { $streak ->
    [one] верный ответ
    [few] верных ответа
   *[other] верных ответов
} подряд: { $left ->
    [one] ещё 1, и урок пройден.
   *[other] ещё { $left }, и урок пройден.
}
learn-again = Ничего страшного: три верных ответа подряд — и урок пройден.
learn-passed = Урок { $lesson } пройден! Открыт урок { $next }.
learn-finished = Все уроки пройдены! Теперь играйте с тренером: { $coach }
learn-keys = Введите ответ. ? — подсказка, b — двоичный вид, h — клавиши, q или 0 0 — выход.
learn-hint-help =
    ? — подсказка в три шага: вопрос, потом ряд, потом ход.
    b — двоичные столбцы (с урока 6); q или 0 0 — выход.
learn-hint-step = Подсказка { $step } из 3: { $hint }
learn-hint-next = Ещё раз ? — следующий шаг подсказки.
learn-hint-last = Это вся подсказка; текст урока — вверху экрана.
learn-hint-idea-take-all = Можно ли не оставить противнику ничего?
learn-hint-idea-equal-rows = Можно ли оставить два равных ряда?
learn-hint-idea-one-two-three = Можно ли оставить 1 2 3 или два равных ряда?
learn-hint-idea-unpaired-power = Разложите ряды на степени двойки: у какой степени нет пары?
learn-hint-idea-odd-column = В двоичной записи (b): в каком столбце нечётное число единиц?
learn-hint-idea-odd-singles = Мизер: можно ли оставить нечётное число одиночных фишек?
learn-hint-idea-odd-gap-column = Промежутки в двоичной записи (b): где нечётное число единиц?
learn-hint-idea-odd-value = Значения рядов в двоичной записи (b): какой столбец нечётный?
learn-hint-place-all = Ряд { $row } — единственный: берите из него.
learn-hint-place-equal = Посмотрите на ряд { $row }: сделайте его равным ряду { $other }.
learn-hint-place-clear = Посмотрите на ряд { $row }: без него остальные ряды равны.
learn-hint-place-one-two-three = Посмотрите на ряд { $row }: в нём больше, чем нужно для 1 2 3.
learn-hint-place-power = У степени { $power } нет пары: берите из ряда { $row }, где она есть.
learn-hint-place-column = Столбец { $weight ->
        [1] единиц
        [2] двоек
        [4] четвёрок
        [8] восьмёрок
        [16] шестнадцаток
       *[other] «{ $weight }»
    } — старший нечётный: в ряду { $row } там единица.
learn-hint-place-column-board = Столбец { $weight ->
        [1] единиц
        [2] двоек
        [4] четвёрок
        [8] восьмёрок
        [16] шестнадцаток
       *[other] «{ $weight }»
    } — старший нечётный: в промежутке { $row } там 1.
learn-hint-place-singles = Ряд { $row }: оставьте нечётное число одиночных фишек.
learn-hint-place-value = Ряд { $row } стоит { $value }, ним-сумма значений { $sum }: меняйте ряд { $row }.
learn-hint-lost-copy = Искать нечего: ряды уже равны, противник повторит любой ход.
learn-hint-lost-one-two-three = Искать нечего: из 1 2 3 противник оставит равные ряды.
learn-hint-lost-powers = Искать нечего: у каждой степени двойки уже есть пара.
learn-hint-lost-pairs = Искать нечего: у каждого ряда уже есть пара того же размера.
learn-hint-lost-unpaired = Искать нечего: отсюда любой ход проигрывает; почему — покажет урок 5.
learn-hint-lost-columns = Искать нечего: все столбцы уже чётные (ним-сумма 0).
learn-hint-lost-singles = Искать нечего: нечётное число одиночных фишек уже осталось.
learn-hint-lost-values = Искать нечего: ним-сумма значений уже 0.
learn-hint-move = Возьмите { $take } из ряда { $row }: введите { $typed }.
learn-hint-move-board = Сдвиньте на { $take } в столбце { $row }: введите { $typed }.
learn-hint-yes = Да: ход { $typed } выигрывает. Введите y.
learn-hint-no = Нет: против верной игры любой ход проигрывает. Введите n.
learn-hinted = Верно, но с подсказкой: в три подряд этот ответ не засчитан.
learn-binary-later = Двоичный вид появится в уроке 6: пока смотрите на фишки.
learn-not-yes-no = «{ $typed }» — не y и не n: может ли ходящий выиграть?
learn-not-here = здесь эта клавиша ничего не делает: введите ответ или h — список клавиш
learn-set-aside =
    Файл прогресса повреждён: он отложен в сторону, и обучение начинается заново:
    { $kept }: { $error }
learn-no-store = Нет каталога данных (задайте HOME или XDG_DATA_HOME): прогресс не сохранится.
learn-not-read =
    Файл прогресса не прочитан: он оставлен как есть и не перезаписывается:
    { $file }: { $error }
learn-not-saved =
    Прогресс не удалось сохранить; следующий ответ попробует снова:
    { $file }: { $error }
learn-not-saved-alone =
    Этот ответ не удалось сохранить в прогрессе:
    { $file }: { $error }
learn-saved-again = Прогресс снова сохраняется: { $file }
learn-unsaved-at-exit =
    Прогресс последних ответов этого занятия не сохранён:
    { $file }: { $error }
learn-not-a-file = это не обычный файл
learn-locked = занят другим nim learn
learn-foreign-link = это ссылка пользователя { $owner }, а не ваша: по ней не переходим
learn-foreign-link-on-way = { $link } — ссылка пользователя { $owner }, а не ваша: по ней не переходим
learn-resume = С возвращением: урок { $lesson }, верных ответов подряд: { $streak }.
puzzle-daily = Задача на { $date } (UTC), { $code }: сегодня у всех одна и та же.
puzzle-daily-day = Задача на { $date } (UTC), { $code }: в этот день у всех одна и та же.
due-first = { $count ->
    [1] Сначала вернётся задача, в которой вы ошиблись раньше.
    [one] Сначала вернётся { $count } задача, в которой вы ошиблись раньше.
    [few] Сначала вернутся { $count } задачи, в которых вы ошиблись раньше.
   *[other] Сначала вернутся { $count } задач, в которых вы ошиблись раньше.
}
due-review = Урок { $lesson }: в этой задаче вы ошиблись { $date }. Попробуйте снова!
due-again = { $days ->
    [1] Она вернётся завтра, { $date }.
    [one] Она вернётся через { $days } день, { $date }.
    [few] Она вернётся через { $days } дня, { $date }.
   *[other] Она вернётся через { $days } дней, { $date }.
}
due-learned = Снова верно: эта задача выучена и больше не вернётся.
report-title = Табель
report-empty = Ответов пока нет: { $command } начнёт первый урок.
report-passed = Пройдено уроков: { $count } из { $all }.
report-answers = Задачи: верно { $right }, верно с подсказкой { $hinted }, неверно { $wrong }.
report-lesson = Урок { $lesson }: верно { $right }, с подсказкой { $hinted }, неверно { $wrong }.
report-puzzles = nim puzzle: верно { $right }, с подсказкой { $hinted }, неверно { $wrong }.
report-damaged =
    табеля нет: файл прогресса повреждён, он оставлен как есть
    { $file }: { $error }
report-not-read =
    табеля нет: файл прогресса не удалось прочитать
    { $file }: { $error }
report-mistake = { $count ->
    [one] Частая ошибка ({ $count } раз): { $kind }.
    [few] Частая ошибка ({ $count } раза): { $kind }.
   *[other] Частая ошибка ({ $count } раз): { $kind }.
}
report-no-mistake = Неверных ответов пока нет.
report-run = Верно подряд: сейчас { $run }, лучший результат { $best }.
report-due-none = Задач на повторение нет.
report-due-count = Задач ждут повторения: { $count }.
report-due = { $code } (урок { $lesson }), ошибка { $missed }: повторить { $due }
report-due-more = ... и ещё { $count }.
report-leave = Enter или q — выход.
report-kind = { $kind ->
    [said-yes-on-lost] сказали «да» о проигрышной позиции
    [said-no-on-won] сказали «нет» о выигрышной позиции
    [took-whole-row] взяли целый ряд
    [took-one-chip] взяли одну фишку
    [left-one-row] оставили сопернику один ряд целиком
    [left-rows-unequal] оставили два неравных ряда
    [left-odd] оставили нечётным число { $power ->
            [1] единиц
            [2] двоек
            [4] четвёрок
            [8] восьмёрок
            [16] шестнадцаток
           *[other] степеней { $power }
        }
    [misere-end] в мизере оставили чётное число одиночных фишек
    [values-unbalanced] оставили значения неуравновешенными
   *[other] другой проигрышный ход
}
puzzle-goodbye = Ещё задача: { $another }
puzzle-code = Задача { $code }
puzzle-chosen = Задача из позиции { $position }
puzzle-chosen-code = Задача из позиции { $position }, код { $code }
sheet-title-mix = Ним, лист задач: уроки 1–6, шаг за шагом
sheet-title-chosen = Ним, лист задач: позиции, выбранные учителем
sheet-title = Ним, лист задач: урок { $lesson }, { $title }
sheet-again = Лист { $seed }: { $command } напечатает его снова.
sheet-fewer = Других задач не нашлось: на листе { $held } из { $count } запрошенных, ни одна не повторяется.
sheet-name = Имя: ______________________   Дата: ____________
sheet-open = Каждую задачу можно открыть и на компьютере: nim puzzle КОД.
sheet-puzzle = { $number }. Задача { $code }, урок { $lesson }: { $title }
sheet-answer = Ответ: ________________________________
sheet-key = Ответы к листу { $seed }
sheet-key-entry = { $number }. { $code }: { $answer }
sheet-any-of = любой из ходов: { $moves }
sheet-moves-between = {", "}
sheet-wins = { $wins ->
    [yes] да, тот, чей ход, может выиграть
   *[no] нет, тот, чей ход, проигрывает
}
sheet-board-sides = Вы играете чёрными { $black } и ходите вверх; красные { $red } ходят вниз.
cli-lesson-range = --lesson { $typed }: уроки пронумерованы от 1 до { $max }
cli-daily-or-seed = --daily и --seed оба выбирают задачу: укажите что-то одно
cli-puzzle-one = Код, --daily, --seed и --rows каждый выбирает задачу: укажите что-то одно
cli-puzzle-code =
    «{ $typed }» — не код задачи.
    Код — это шесть букв и цифр, например 4K7Q2M, у выбранной позиции больше
    (0-9 и A-Z, кроме I, L, O, U).
cli-puzzle-needs-rows = { $flag } нужен вместе с --rows, например nim puzzle --rows 3,4,5
cli-puzzle-gaps =
    { $problem ->
        [count] задано промежутков: { $count }
        [gap] в столбце { $column } не может быть { $gap }
        [number] «{ $typed }» — не число
       *[none] все промежутки равны 0, ни одна фишка не может пойти
    }
    --rows на доске — её 8 промежутков, от 0 до 6 клеток, например 3,0,5,1,2,6,4,0
cli-count-range = --count { $typed }: на листе может быть от 1 до { $max } задач
cli-sheet-chosen = на листе выбранных задач только они: уберите { $flag }
cli-sheet-full = «{ $typed }»: на листе может быть не больше { $max } задач
cli-sheet-rows = № { $number }: { $reason }
cli-learn-date = Считать сегодняшним этот день (ГГГГ-ММ-ДД, UTC): для повторения
cli-puzzle-date = Задача дня на эту дату (ГГГГ-ММ-ДД), а не на сегодня
cli-report = Табель: пройденные уроки, ответы, ошибки, задачи на повторение
cli-date-invalid = --date { $typed }: не дата ГГГГ-ММ-ДД, например 2026-11-27
cli-date-or-seed = --date задаёт задачу дня, а --seed — задачу по номеру: укажите одно
cli-about-learn = Учиться выигрывать, урок за уроком: от одного ряда до сумм игр
cli-help-learn =
    В каждом уроке просят найти выигрышный ход или сказать, может ли ходящий
    выиграть; три верных ответа подряд открывают следующий урок. Прогресс
    хранится в $XDG_DATA_HOME/nim/progress (иначе ~/.local/share/nim/progress).
cli-about-puzzle = Решить одну задачу и узнать ответ: ряды или доска (nim puzzle board)
cli-puzzle-board-word = Задача на доске, а не на рядах (то же, что --board)
cli-lesson = Начать с урока N (от 1 до 9), иначе с того, где вы остановились
cli-daily = Задача дня (UTC), у всех одна и та же
cli-puzzle-board = Задача на доске, а не на рядах
cli-learn-seed = Зерно задач: урок можно повторить в точности
cli-puzzle-seed = Задача из зерна N (её код печатается вместе с ней)
cli-learn-plain = Построчный режим даже в терминале (для каналов всегда)
cli-learn-ascii = Только символы ASCII, для терминалов без Unicode
cli-about-worksheet = Напечатать лист задач для класса, а после разрыва страницы ответы
cli-worksheet-puzzles = Выбранные вами задачи по порядку: ряды, как в --rows (3,4,5), или коды
cli-worksheet-lesson = Все задачи из урока N (от 1 до 9); иначе по очереди из уроков 1–6
cli-worksheet-seed = Одно и то же зерно печатает тот же лист (иначе зерно выбирается и печатается на листе)
cli-count = Сколько задач (от 1 до 40; по умолчанию 6)
cli-worksheet-ascii = Только символы ASCII, для принтеров без Unicode
cli-puzzle-code-word = Код задачи, напечатанный рядом с ней (например 4K7Q2M): та же задача снова
cli-puzzle-rows = Задача из этих рядов; на доске — её 8 промежутков (от 0 до 6)
cli-about-serve = Открыть игру по сети: другой игрок присоединится командой nim join
cli-help-serve =
    nim serve показывает адрес и код из двенадцати цифр для другого игрока,
    а тот набирает nim join АДРЕС:ПОРТ КОД. По умолчанию присоединиться можно
    только с этой машины; чтобы игрок подключился с другой, слушайте сеть,
    например --listen 0.0.0.0:7000.
cli-about-join = Присоединиться к игре, которую другой игрок открыл через nim serve
cli-serve-board-word = Игра на доске вместо рядов (как --board)
cli-serve-board = Игра на доске вместо рядов
cli-listen = Где ждать другого игрока: IP-адрес и порт (порт 0 — любой свободный) [по умолчанию: 127.0.0.1:0, только эта машина]
cli-serve-first = Кто ходит первым в каждой партии: вы (host) или присоединившийся игрок (join)
cli-join-addr = Адрес и порт, которые показывает nim serve, например 192.168.1.5:7000 (подойдёт и имя хоста)
cli-join-code = Код из двенадцати цифр от nim serve, например 4821-0937-5562
cli-host-chooses = { $flag }: игру выбирает открывший её (nim serve): уберите { $flag }
cli-listen-invalid = --listen «{ $typed }»: { $problem ->
        [port] порт — число от 0 до 65535
        [host] это не IP-адрес; например, 0.0.0.0:7000
       *[none] нет порта; например, 0.0.0.0:7000
    }
cli-join-addr-invalid = nim join «{ $typed }»: { $problem ->
        [port] порт — число от 1 до 65535
        [host] нужно ХОСТ:ПОРТ или [IPV6]:ПОРТ
       *[none] нет порта; например, 192.168.1.5:7000
    }
cli-join-code-invalid = код «{ $typed }»: нужны двенадцать цифр из nim serve
cli-join-needs =
    Для nim join нужны адрес и код, которые показывает nim serve,
    например nim join 192.168.1.5:7000 4821-0937-5562
cli-join-extra = nim join принимает адрес и код, но не ещё и «{ $typed }»
cli-about-man = Напечатать страницу man (roff, раздел 6): nim man | man -l -
cli-about-completions = Напечатать сценарий дополнения для bash, zsh или fish
cli-completions-shell-word = Оболочка, для которой нужно дополнение: bash, zsh или fish
cli-completions-shell = «{ $typed }»: nim completions пишет сценарии для { $shells }
cli-completions-needs = nim completions нужно имя оболочки: { $shells }
cli-completions-extra = nim completions пишет один сценарий, не ещё и для «{ $typed }»
learn-screen-right = Верно!
learn-screen-wrong = { $answer ->
    [yes] На этот раз нет: ходящий может выиграть.
    [no] На этот раз нет: ходящий проигрывает.
   *[move] На этот раз нет: выигрывает ход { $answer }.
}
learn-screen-next = Нажмите Enter для следующей задачи.
learn-screen-done = Нажмите Enter, чтобы выйти.
net-listening = Ждём второго игрока по адресу { $address }.
net-code = Код для входа: { $code }. На другой машине наберите:
net-join-command = nim join { $address } { $code }
net-door-guessed = { $wrong ->
    [1] Кто-то ввёл неверный код.
    [one] Кто-то подбирает код: уже { $wrong } неверный код. Код не угадать.
    [few] Кто-то подбирает код: уже { $wrong } неверных кода. Код не угадать.
   *[many] Кто-то подбирает код: уже { $wrong } неверных кодов. Код не угадать.
}
net-door-crowded = У входа отклонено подключений: { $crowded }.
net-joined = Второй игрок подключился. Игру выбирает хозяин.
net-connected = Подключено к { $address }. Игру выбирает хозяин.
net-help-commands = или 0 0, чтобы выйти из игры; ? даёт подсказку, h — список клавиш
net-you-are = { $side ->
    [player1] Вы — игрок 1.
   *[player2] Вы — игрок 2.
}
net-key-help = ? совет  b биты  h помощь
net-waiting = Ждём хода второго игрока...
net-moved = Второй игрок сделал ход { $move }.
coached-net-you-played = Вы сделали ход { $move }.
net-won = { $who ->
    [you] Вы выиграли эту партию!
   *[opponent] Эту партию выиграл второй игрок.
}
net-next = Следующая партия начнётся, когда оба игрока будут готовы.
net-next-key = Нажмите Enter для следующей партии.
net-your-turn = Ваш ход.
net-their-turn = Ход второго игрока.
net-refusal = { $why ->
    [turn] Сейчас ход второго игрока: дождитесь его хода.
    [undo] В сетевой игре ходы не отменяются.
    [change] Игру выбрал хозяин: во время сетевой игры её не изменить.
   *[closed] Соединение закрыто.
}
net-left = { $why ->
    [quit] Второй игрок вышел из игры.
    [interrupt] Второй игрок вышел из игры (Ctrl-C).
    [signal] Программа второго игрока была завершена.
   *[end] Второй игрок вышел из игры (его ввод закончился).
}
net-lost = Второй игрок ушёл: соединение потеряно.
net-fault = Связь закрыта: другая сторона { $fault ->
    [long] прислала строку длиннее 256 байт.
    [byte] прислала непечатаемый байт.
    [turn] прислала сообщение не в свою очередь.
    [ply] прислала ход для другой позиции.
    [move] прислала ход, запрещённый правилами.
    [slow] ничего не прислала вовремя.
    [flood] прислала слишком много строк.
    [drift] прислала позицию, отличную от нашей.
   *[malformed] прислала строку, непонятную игре.
}
net-error = Другая сторона закрыла связь, { $fault ->
    [long] получив строку длиннее 256 байт.
    [byte] получив непечатаемый байт.
    [turn] получив сообщение не в свою очередь.
    [ply] получив ход для другой позиции.
    [move] получив ход, запрещённый правилами.
    [slow] не получив от нас ответа вовремя.
    [flood] получив слишком много строк.
    [drift] получив позицию, отличную от своей.
   *[malformed] получив непонятную ей строку.
}
net-refused = { $why ->
    [code] Хозяин не принял код для входа: проверьте его и попробуйте снова.
    [version] nim хозяина говорит на другой версии протокола игры.
    [busy] Хозяин уже играет партию с другим игроком.
    [crowded] У хозяина слишком много желающих войти: попробуйте через минуту.
   *[greeting] Хозяин не принял приветствие.
}
net-cannot-resolve = не удаётся найти { $address }
net-cannot-connect = нет связи с { $address }
net-cannot-listen = не удаётся слушать { $address }
net-cannot-describe = В эту игру нельзя играть по сети: правило слишком длинное для передачи.

## network screen
net-screen-score = Счёт: вы { $you }, второй игрок { $opponent }
net-farewell = Счёт: вы { $you }, второй игрок { $opponent }. До свидания!
net-ready-wait = Ждём, когда второй игрок будет готов к следующей партии...
net-closed-key = Нажмите любую клавишу, чтобы выйти.
