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
help-move = Ваш ход: РЯД КОЛИЧЕСТВО (например, 2 3 - взять 3 фишки из ряда 2)
help-commands = или 0 0 - выйти из игры, -1 0 - настроить игру

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
    [computer] Я выиграл! Те же ряды ещё раз: попробуйте победить.
    [player1] Игрок 1 победил! Новая партия.
   *[player2] Игрок 2 победил! Новая партия.
}
score = Счёт: { $first } { $first-wins }, { $second } { $second-wins }
goodbye = До свидания!

## Настройка игры: GetChange

setup-title = НАСТРОЙКА ИГРЫ
setup-explain = (количество рядов, затем количество фишек в каждом ряду)
setup-leave-plain = (-1 0 - вернуться к игре как была, 0 0 - выйти из программы)
setup-leave-screen = Esc в пустом поле - вернуться к игре как была; 0 0 - выход
setup-rows-prompt = Количество рядов ({ $min }-{ $max }):
setup-row-prompt = Ряд { $row }, количество фишек (1-{ $max }):

## Терминал

enlarge = Увеличьте окно до 80x25 (сейчас { $width }x{ $height })
key-help = Esc - стереть, Ctrl-L - перерисовать, Ctrl-C - выход
key-help-short = Ctrl-C - выход
enlarge-short = Нужно 80x25

## Отказы: что введено и что принимает вопрос

accepts-move = введите РЯД КОЛИЧЕСТВО, например 2 3
accepts-rows = введите число рядов, от { $min } до { $max }
accepts-row = введите число фишек ряда { $row }, от 1 до { $max }
refusal-empty = строка пуста; { $accepts }
refusal-too-long = строка длиннее { $limit } байт; { $accepts }
refusal-not-a-number = "{ $typed }" - не целое число; { $accepts }
refusal-wrong-count = "{ $typed }" - это { $found } { $found ->
    [one] число
    [few] числа
   *[many] чисел
}; { $accepts }
refusal-too-large = { $typed } - слишком велико; { $accepts }
refusal-not-one-number = "{ $typed }" - не одно число; { $accepts }
refusal-separator = "{ $typed }": разделите числа пробелом или одной запятой, например 2,3
move-no-such-row = ряда { $row } нет; ряды пронумерованы от 1 до { $rows }
move-empty-row = ряд { $row } пуст; выберите ряд, где ещё есть фишки
move-not-positive = нужно взять хотя бы одну фишку ({ $count } - не ход)
move-too-many = в ряду { $row } всего { $holds } { $holds ->
    [one] фишка
    [few] фишки
   *[many] фишек
}; взять { $count } нельзя
setup-rows-negative = { $value } - не число рядов; нужно от { $min } до { $max }
setup-rows-few = { $value } { $value ->
    [one] ряд
    [few] ряда
   *[many] рядов
} - слишком мало; нужно от { $min } до { $max }
setup-rows-many = { $value } { $value ->
    [one] ряд
    [few] ряда
   *[many] рядов
} - слишком много; нужно от { $min } до { $max }
setup-chips = в ряду { $row } не может быть { $value } фишек; нужно от 1 до { $max }

## Командная строка

layout-row-count = рядов должно быть от { $min } до { $max }, а не { $rows }
layout-chips = в ряду { $row } должно быть от 1 до { $max } фишек, а не { $typed }
layout-not-a-number = ряд { $row }: "{ $typed }" - не целое число; укажите числа, например 3,4,5
analyze-not-a-count = ряд { $row }: "{ $typed }" - не целое число
analyze-negative = ряд { $row }: { $typed } - меньше нуля; фишек от 0
analyze-too-large = ряд { $row }: { $typed } - больше { $max }
analyze-no-rows = нет рядов; укажите количества фишек, например nim analyze 3 4 5

## Справка командной строки

cli-about = Игра ним из классического учебника по Turbo Pascal, на экране 80x25 из книги.
cli-help-play =
    Как играть: по очереди берите сколько угодно фишек из одного ряда;
    кто возьмёт последнюю фишку, тот победил.
    Введите РЯД КОЛИЧЕСТВО: `2 3` - взять три фишки из ряда 2;
    `0 0` - выход, `-1 0` - новые ряды.
cli-about-analyze = Разобрать позицию: ним-сумма, кто выигрывает, все выигрывающие ходы (`-` - ряды из stdin)
cli-rows = Фишки в каждом ряду, например 3,4,5 (от 2 до 14 рядов по 1-63 фишки)
cli-random = Случайные ряды: от 3 до 7 рядов по 1-15 фишек
cli-seed = Зерно для всех случайных выборов, чтобы партию можно было повторить
cli-misere = Правила мизер: кто возьмёт последнюю фишку, тот проиграл
cli-first = Кто ходит первым в каждой партии
cli-players = 1 - игра с компьютером, 2 - два человека по очереди
cli-plain = Построчная игра даже в терминале (для каналов всегда)
cli-lang = Язык сообщений (по умолчанию из LC_ALL, LC_MESSAGES или LANG)
cli-quiet = Без звукового сигнала при ошибке
cli-ascii = Фишки в виде `o`, для терминалов без Unicode или с широким ▄
cli-analyze-misere = Оценка и ходы по правилам мизер
cli-analyze-rows = Фишки в каждом ряду (можно 0) или `-`, чтобы прочитать их из stdin
cli-first-needs-computer = --first computer нужен компьютер: уберите --players 2
