# 简体中文：玩家读到的每一句话。消息标识与 en.ftl 完全相同（有测试检查）。
# 屏幕每行 80 列，一个汉字或全角标点占两列：句子要短。
# 引号用中文的 “”。它们在东亚设置的终端里可能占两列：屏幕在这类字符之后重新定位光标（见 tui/grid.rs 的 is_ambiguous），后面的字不会错位。

## 书中的屏幕：Prepare 与 ShowField

title = 尼姆游戏
rule-take = 每次可以从任意一行中取走任意数量的棋子。
rule-last = { $rules ->
    [misere] 谁取走最后一枚棋子，谁就输。
   *[normal] 谁取走最后一枚棋子，谁就赢。
}
label-rows = 行号
label-chips = 棋子数
help-move = 输入走法：行号 数量（例如 2 3 表示从第 2 行取走 3 枚）
help-commands = 输入 0 0 退出游戏，-1 0 重新设置棋局

## 提示与走法

prompt-move = { $side ->
    [player1] 玩家 1 走棋：
    [player2] 玩家 2 走棋：
   *[you] 你的走法：
}
moved = { $side ->
    [computer] 我从第 { $row } 行取走了 { $count } 枚。
    [you] 你从第 { $row } 行取走了 { $count } 枚。
    [player1] 玩家 1 从第 { $row } 行取走了 { $count } 枚。
   *[player2] 玩家 2 从第 { $row } 行取走了 { $count } 枚。
}
side = { $side ->
    [you] 你
    [computer] 电脑
    [player1] 玩家 1
   *[player2] 玩家 2
}

## 一局结束：PlayerVictory 与 OwnVictory

victory = { $side ->
    [you] { $growth ->
        [every] 你赢了！每行各加一枚棋子，再来一局！
        [some] 你赢了！不满 { $max } 枚的行各加一枚，再来一局！
        [full] 你赢了！各行已满 { $max } 枚，保持不变。再来一局！
       *[same] 你赢了！再来一局！
    }
    [computer] 我赢了！还是这几行，再来一局。
    [player1] 玩家 1 获胜！新的一局开始。
   *[player2] 玩家 2 获胜！新的一局开始。
}
score = 比分：{ $first } { $first-wins }，{ $second } { $second-wins }
goodbye = 再见！

## 设置棋局：GetChange

setup-title = 设置棋局
setup-explain = （先输入行数，再输入每行的棋子数）
setup-leave-plain = （-1 0 回到原来的棋局，0 0 退出程序）
setup-leave-screen = 在空输入框按 Esc 回到原来的棋局；0 0 退出
setup-rows-prompt = 行数（{ $min }-{ $max }）：
setup-row-prompt = 第 { $row } 行的棋子数（1-{ $max }）：

## 终端

enlarge = 请把终端放大到 80x25（现在是 { $width }x{ $height }）
key-help = ? 提示  b 二进制  u 悔棋  h 帮助
key-help-short = h 帮助

## 按键与命令一览（h、help）

keys-title = 按键与命令
keys-move-key = 行号 数量
keys-move = 从第 行号 行取走 数量 枚
keys-hint = 提示：该怎么走，为什么
keys-binary = 二进制视图：每行的二进制写法和尼姆和
keys-undo = 收回你上一步（以及对方的应手）
keys-pass = 让先：由对方走第一步（在任何人走棋之前）
keys-help = 本列表
keys-leave = 退出游戏
keys-new = 重新设置各行
keys-clear = 清除已输入的内容
keys-redraw = 重绘屏幕
keys-suspend = 暂停（用 fg 回到游戏）
keys-quit = 退出
keys-back = 按 Enter 返回游戏。
wayin-keys-lessons = l：课程；d：今日谜题（做完回到这局）
wayin-keys-coach = c：打开或关闭教练；level easy、medium、hard：难度
wayin-keys-ctrl = 重画；暂停（fg 恢复游戏）；退出
wayin-keys-learn = 课程：{ $command }
wayin-keys-puzzle = 今日谜题：{ $command }
wayin-keys-coach-plain = 打开或关闭教练（coach on、coach off）
wayin-keys-level = 电脑的难度：level easy、level medium、level hard
wayin-coach = { $on ->
    [on] 教练已打开：你每走一步，它都会说这一步走得怎么样
   *[off] 教练已关闭；按 c 可以再打开
}
wayin-level = { $level ->
    [easy] 从我下一步起难度为简单：我常常失误
    [medium] 从我下一步起难度为中等：我偶尔失误
   *[hard] 从我下一步起难度为困难：我不会失误
}
wayin-plain-learn = { $what ->
    [puzzle] 今日谜题
   *[learn] 课程
}：{ $command }（0 0 结束这局）
wayin-back = 回到游戏：轮到你走。
wayin-no-daily = 这里打不开今日谜题：游戏继续
wayin-refusal-level = “{ $typed }”不是难度；请输入 level easy、level medium 或 level hard
wayin-refusal-no-computer = 两人对弈：没有电脑，无法设定难度
board-keys-move-key = 列号 步数
board-keys-move = 把你在 列号 列的棋子向前走 步数 格
board-keys-new = 重新摆一盘
enlarge-short = 需要 80x25

## 拒绝：说出输入了什么，以及这个问题接受什么

accepts-move = 请输入 行号 数量，例如 2 3
accepts-rows = 请输入行数，{ $min } 到 { $max }
accepts-row = 请输入第 { $row } 行的棋子数，1 到 { $max }
refusal-empty = 输入为空；{ $accepts }
refusal-no-hint-in-setup = 设置时没有提示；{ $accepts }
refusal-too-long = 这一行超过 { $limit } 字节；{ $accepts }
refusal-not-a-number = “{ $typed }” 不是整数；{ $accepts }
refusal-wrong-count = “{ $typed }” 是 { $found } 个数；{ $accepts }
refusal-too-large = { $typed } 太大了；{ $accepts }
refusal-not-one-number = “{ $typed }” 不是一个整数；{ $accepts }
refusal-separator = “{ $typed }”：行号和数量之间用空格或一个逗号，如 2,3
move-no-such-row = 没有第 { $row } 行；行号是 1 到 { $rows }
move-empty-row = 第 { $row } 行已经空了；请选还有棋子的行
move-not-positive = 至少要取一枚（{ $count } 不是走法）
move-too-many = 第 { $row } 行只有 { $holds } 枚，不能取走 { $count } 枚
setup-rows-negative = { $value } 不是行数；请选 { $min } 到 { $max }
setup-rows-few = { $value } 行太少；请选 { $min } 到 { $max }
setup-rows-many = { $value } 行太多；请选 { $min } 到 { $max }
setup-chips = 第 { $row } 行不能放 { $value } 枚；请选 1 到 { $max }

## 教学：提示、教练、悔棋、难度、二进制视图

hint-win = { $why ->
    [odd-singles] 从第 { $row } 行取 { $count } 枚：剩下奇数个单枚的行
   *[nim-sum] 从第 { $row } 行取 { $count } 枚：尼姆和变为 0
}
hint-wait = 对方不失误就没有必胜走法：从第 { $row } 行取 1 枚，等待失误
coached-kept = { $then ->
    [reply] 好棋：你走的 { $move } 保住了必胜局面；我应了 { $reply }
   *[none] 好棋：你走的 { $move } 保住了必胜局面
}
coached-no-win = { $then ->
    [slip] 你走的 { $move } 不算错；可我接着走的 { $reply } 失误了：现在你能赢（需要时按 ?）
    [slip-short] 你走的 { $move } 不算错；我的 { $reply } 失误了：现在你能赢
    [slip-shortest] 你走的 { $move } 不算错；我的 { $reply } 失误了
    [reply] 你走的 { $move } 不算错：那时怎么走都赢不了；我应了 { $reply }
   *[none] 你走的 { $move } 不算错：那时怎么走都赢不了
}
coached-missed = { $then ->
    [slip] 你走的 { $move } { $left }；我接着走 { $reply } 失误了：你又能赢了（? 提示）
    [slip-short] 你走的 { $move } { $left }；我的 { $reply } 失误了：你又能赢了
    [slip-shortest] 你走的 { $move } { $left }；我的 { $reply } 失误了
    [reply] 你走的 { $move } { $left }；我应了 { $reply }；u 可以把这两步都悔掉
    [reply-short] 你走的 { $move } { $left }；我应了 { $reply }
   *[none] 你走的 { $move } { $left }；u 可以悔棋
}
coached-left-odd = 让 { $weight } 的个数成了奇数
coached-left-singles = 留下了偶数个单枚的行
coached-left-instead = 错失了胜机（走 { $better } 才能赢）
coached-left-worth-rule = 让第 { $row } 行按 { $rule } 规则值 { $value }，格伦迪和为 { $sum }
coached-left-worth = 让第 { $row } 行值 { $value }，格伦迪和为 { $sum }
coached-left-sum = 留下的格伦迪和为 { $sum }
coached-moves = { $first }{ $second }
wayin-hint-column = 提示 1/3：表示 { $weight } 的那一列是最高的奇数列（按 b 可以看到各列）
wayin-hint-zero = 尼姆和为 0：每一列都是偶数，任何一步都会让某一列变成奇数（按 b 可见）
coached-moves-short = 你从第 { $row } 行取 { $count } 枚；我从第 { $reply-row } 行取 { $reply-count } 枚。
coach-chance = 我失误了：现在你能赢。找出那一步吧（需要时按 ?）
undo-done = 悔了 { $count } 步
refusal-nothing-to-undo = 没有可悔的棋：本局你还没走过
refusal-not-asked = 这不是所问问题的回答；{ $accepts }
level = { $level ->
    [easy] 简单
    [medium] 中等
   *[hard] 困难
}
score-level = { $score }；难度：{ $level }
binary-sum = 尼姆和
binary-odd = 奇数列
binary-row = 第 { $row } 行
binary-meaning = 尼姆和 { $sum }：{ $verdict }
binary-sum-line = = { $sum }：{ $verdict }
binary-over = 对局已结束：没有可走的棋了
binary-verdict = { $wins ->
    [yes] { $mover ->
        [you] 你能赢：让每一列都变成偶数
       *[any] 轮到的一方能赢
    }
   *[no] { $mover ->
        [you] 对方不失误，你必输
       *[any] 对方不失误，轮到的一方必输
    }
}
binary-misere-switch = 反尼姆残局：留下奇数个单枚的行
binary-misere-singles = 反尼姆残局，单枚的行有 { $ones } 个：{ $wins ->
        [yes] { $mover ->
            [you] 你能赢
           *[any] 轮到的一方能赢
        }
       *[no] { $mover ->
            [you] 你必输
           *[any] 轮到的一方必输
        }
    }
hint-column = 提示 1/3：表示 { $weight } 的那一列是最高的奇数列（尼姆和 { $sum } = { $bits }）
hint-row = 提示 2/3：第 { $row } 行在 { $weight } 那一列有 1：从第 { $row } 行取
hint-why = 第 { $row } 行：{ $count } = { $bits }；{ $bits } xor { $sum } = { $left-bits } = { $left }：取 { $take } 枚，各列都是偶数
hint-zero = 尼姆和为 0：每一列都是偶数，任何一步都会让某一列变成奇数
hint-misere-rule = 提示 1/3：反尼姆残局：留下奇数个单枚的行
hint-misere-row = 提示 2/3：从第 { $row } 行取
hint-misere-why = 从第 { $row } 行取 { $take } 枚：剩下 { $ones } 个单枚的行，是奇数
hint-misere-lost = 反尼姆残局，单枚的行有 { $ones } 个，是奇数：任何一步都会让它变成偶数

## 命令行

layout-row-count = 棋局需要 { $min } 到 { $max } 行，不能是 { $rows } 行
layout-chips = 第 { $row } 行应有 1 到 { $max } 枚棋子，不能是 { $typed }
layout-not-a-number = 第 { $row } 行：“{ $typed }” 不是整数；请写成 3,4,5 这样
analyze-not-a-count = 第 { $row } 行：“{ $typed }” 不是整数
analyze-negative = 第 { $row } 行：{ $typed } 是负数；棋子数从 0 起
analyze-too-large = 第 { $row } 行：{ $typed } 超过 { $max }
analyze-missing-row = 第 { $row } 行缺失：逗号两边都要有棋子数
analyze-no-rows = 没有可分析的行；请给出棋子数，例如 nim analyze 3 4 5
analyze-spill-failed =
    行数太多，内存放不下，而在 { $dir } 中
    为它们写临时文件失败：
    { $error }
    请把 TMPDIR 设为一个可写且有空余空间的目录。

## 命令行帮助

cli-about = 经典 Turbo Pascal 教材里的尼姆游戏，书中的 80x25 屏幕。
cli-help-play =
    玩法：双方轮流从任意一行取走任意数量的棋子；
    取走最后一枚的一方获胜。
    输入 行号 数量，例如 `2 3` 表示从第 2 行取走三枚；
    `0 0` 退出，`-1 0` 重新设置各行。
    游戏中：`?` 提示（F1），`b` 二进制视图（F2），`u` 悔棋，
    `p` 让出第一步，`h` 查看所有按键与命令。
cli-about-analyze = 分析局面：尼姆和、谁能赢、所有必胜走法（`-` 表示从标准输入读取各行）
cli-rows = 每行的棋子数，例如 3,4,5（2-14 行，每行 1-63 枚）
cli-random = 随机摆出 3-7 行，每行 1-15 枚
cli-seed = 随机数种子，让一局棋可以重放
cli-misere = 反尼姆规则：取走最后一枚的一方输
cli-first = 每局由谁先走
cli-players = 1 表示与电脑对弈，2 表示两人轮流
cli-plain = 即使在终端里也逐行游戏（管道中总是如此）
cli-lang = 消息的语言（默认取自 LC_ALL、LC_MESSAGES 或 LANG）
cli-quiet = 输入有误时不发出提示音
cli-ascii = 用 `o` 画棋子，适合不支持 Unicode 或把 ▄ 显示为双宽的终端
cli-analyze-misere = 按反尼姆规则判断并给出走法
cli-analyze-rows = 每行的棋子数（可以为 0），或用 `-` 从标准输入读取
cli-analyze-hint = 只输出提示行（hint: 行号 数量，或 hint: none）
cli-analyze-explain = 在走法之后逐行列出规则的每一步：row 3: 5 xor 6 = 3 < 5: take 2
cli-level = 电脑的棋力：简单和中等会像人一样犯错
cli-coach = 你每走一步，都告诉你是保住了胜势还是错失了胜机
cli-first-needs-computer = --first computer 需要电脑参战：请去掉 --players 2
cli-level-needs-computer = --level 需要电脑对手：请去掉 --level 或 --players 2
cli-seed-invalid =
    --seed { $typed } 不是有效的种子：
    请给出 0 到 { $max } 之间的整数
cli-not-on-the-board = { $flag } 用于设置各行，nim board 会自己摆棋盘：请去掉 { $flag }
cli-not-for-analyze = { $flag } 只用于下棋，不用于 nim analyze：见 nim help analyze
cli-given-twice = { $flag } 在 { $command } 前后都给出了：只需给一次
cli-usage = 用法：
cli-commands = 命令：
cli-arguments = 参数：
cli-options = 选项：
cli-print-help = 显示帮助
cli-print-version = 显示版本
cli-help-command = 显示本帮助，或 help 后所写命令的帮助
cli-default = [默认：{ $value }]
cli-possible = [可选值：{ $values }]
cli-try-help = 更多信息请运行 '{ $command } --help'。
cli-unknown = { $command } 没有选项 { $typed }
cli-unexpected-command =
    “{ $typed }” 不是命令：
    命令有 board、analyze、replay、learn、puzzle、worksheet、serve、join、
    man、completions 和 help
cli-option-of = { $flag } 是 { $command } 的选项：见 { $command } --help
cli-unexpected-word = { $command } 只接受选项，不接受 “{ $typed }”
cli-only-for-analyze = { $flag } 是 nim analyze 的选项：nim analyze { $flag } 行...
cli-needs-value = { $flag } 需要一个值，例如 { $flag } { $example }
cli-takes-no-value = { $flag } 不带值：只写 { $flag } 即可
cli-choice = { $flag } { $typed }：可选值为 { $choices }
cli-players-invalid = --players { $typed }：请给 1，两人对弈请给 2
cli-repeated = { $flag } 给出了不止一次：只需给一次
cli-rows-or-random = --rows 和 --random 都用来设置各行：只能给其中一个
cli-not-text = “{ $typed }” 不是 UTF-8 文本
cli-not-text-flag = { $flag } “{ $typed }” 不是 UTF-8 文本
cli-needs-rows = nim analyze 需要各行的数目，例如 nim analyze 3 4 5（或用 - 读标准输入）

## Rules: playing

rules-line = 各行规则：{ $rules }；走最后一步者胜
rules-take = 从一行中取子，按该行的规则。
rules-line-short = 每行的规则标在行旁；走最后一步者胜
rules-line-some = 各行规则：{ $rules }；其余各行的规则标在行旁
rules-bad-rule = “{ $typed }”不是规则（例如 take:3、sub:1,3、kayles）
rules-unplayable = 按 { $rule } 规则，一步可以不取子：请用 nim analyze 研究
rules-misere = 反常规则只用于 nim 行，不能用 { $rule }
rules-for-rows = 规则写在某行的枚数之后（5 kayles），而不是行数之后
rules-no-move = 按这些规则，这样的各行无法走任何一步：请重新设置
rules-setup-help = 行的枚数后可跟规则（5 kayles）；不写则保留该行原规则
rules-or = 或
rules-more = 更多
rules-takes = { $kind ->
    [upto] 按 { $rule } 规则，可取 { $most ->
        [1] 1 枚
       *[other] 1 到 { $most } 枚
    }
    [adjacent] 按 { $rule } 规则，可取相邻的 { $list } 枚
   *[list] 按 { $rule } 规则，可取 { $list } 枚
}
rules-place = { $how ->
    [whole] 按 { $rule } 规则，取 { $count } 枚必须是整组
    [end-part] 按 { $rule } 规则，{ $count } 枚须从组的一端取并留下一些
    [end] 按 { $rule } 规则，只能从组的一端取
    [middle] 按 { $rule } 规则，取 { $count } 枚后两侧都须留有棋子
    [whole-or-middle] 按 { $rule } 规则，{ $count } 枚须是整组或取自中间
   *[part] 按 { $rule } 规则，取 { $count } 枚不能是整组
}
rules-no-places = 这里的走法是两个数：没有起始位置
rules-no-such-place = 第 { $row } 行的位置是 1 到 { $places }，没有 { $at }
rules-not-there = 第 { $row } 行：从第 { $at } 枚起的 { $count } 枚不全在（点是已取走的）
rules-group-too-small = 第 { $row } 行最后一组只有 { $holds } 枚；要从别组取，请输入 行 数量 位置
rules-moved-at = { $side ->
    [computer] 我从第 { $row } 行第 { $at } 枚起取走 { $count } 枚。
    [you] 你从第 { $row } 行第 { $at } 枚起取走 { $count } 枚。
    [player1] 玩家 1 从第 { $row } 行第 { $at } 枚起取走 { $count } 枚。
   *[player2] 玩家 2 从第 { $row } 行第 { $at } 枚起取走 { $count } 枚。
}
rules-hint-win = { $at ->
    [0] 从第 { $row } 行取 { $count } 枚：格伦迪和变为 0
   *[other] 从第 { $row } 行第 { $at } 枚起取 { $count } 枚：格伦迪和变为 0
}
rules-hint-wait = { $at ->
    [0] 对完美对手无必胜走法：从第 { $row } 行取 { $count } 枚，等待失误
   *[other] 对完美对手无必胜走法：从第 { $row } 行第 { $at } 枚起取 { $count } 枚，等待失误
}
rules-row-worth = 第 { $row } 行按 { $rule } 规则值 { $value }
rules-hint-worth = 第 { $row } 行按 { $rule } 规则值 { $value }；格伦迪和为 { $sum }（再按 ? 看原因）
rules-hint-mex = { $rule } { $heap }：各走法得到 { $reached }；其中缺少的最小数 { $value } 就是它的值
rules-hint-no-move = { $rule } { $heap }：无路可走，什么也得不到；值为 0
rules-grundy-sum = 格伦迪和 { $sum }
rules-shortened =
    上面过长的 sub: 列表已缩写：(N) 是其中数目的个数；
    完整写法见开始这局游戏的命令行，以及记录文件的 Rules 标签。
rules-grundy-label = G
rules-sum-label = G和

## 尼姆棋（nim board）：走法、拒绝与提示的专用说法

board-title = 尼姆棋
board-rule-take = 每次把自己的一枚棋子在本列中向前走：黑棋向上，红棋向下。
board-rule-last = { $rules ->
    [misere] 至少走一格，不能走到或越过对方棋子。走最后一步的一方输。
   *[normal] 至少走一格，不能走到或越过对方棋子。走最后一步的一方赢。
}
board-sides = 黑棋 { $black-piece } 向上走，由{ $black }先走；红棋 { $red-piece } 向下走，归{ $red }。
board-free = 空格
board-help-move = 输入走法：列号 步数（例如 3 2 表示第 3 列的棋子向前走 2 格）
board-help-commands = 输入 0 0 退出游戏，-1 0 重新摆一盘棋
board-moved = { $side ->
    [computer] 我把第 { $row } 列的棋子向前走了 { $count } 格。
    [you] 你把第 { $row } 列的棋子向前走了 { $count } 格。
    [player1] 玩家 1 把第 { $row } 列的棋子向前走了 { $count } 格。
   *[player2] 玩家 2 把第 { $row } 列的棋子向前走了 { $count } 格。
}
board-victory = { $side ->
    [you] 你赢了！重新摆一盘棋，再来一局！
    [computer] 我赢了！重新摆一盘棋，再来一局。
    [player1] 玩家 1 获胜！重新摆一盘棋。
   *[player2] 玩家 2 获胜！重新摆一盘棋。
}
board-dealt = 已重新摆好一盘棋。
board-accepts-move = 请输入 列号 步数，例如 3 2
board-refusal-separator = “{ $typed }”：列号和步数之间用空格或一个逗号，如 3,2
board-move-no-such-row = 没有第 { $row } 列；列号是 1 到 { $rows }
board-move-empty-row = 第 { $row } 列的两枚棋子已经相接，不能再走；请选有空格的列
board-move-not-positive = 至少要走一格（{ $count } 不是走法）
board-move-too-many = 第 { $row } 列只有 { $holds } 个空格，不能走 { $count } 格
board-hint-win = 输入 { $row } { $count }（第 { $row } 列走 { $count } 格）：{ $why ->
        [odd-singles] 剩下奇数个只有一格的列
       *[nim-sum] 尼姆和变为 0
    }
board-hint-wait = 对方不失误就没有必胜走法：输入 { $row } 1（第 { $row } 列走 1 格），等待失误
board-hint-column = 提示 1/3：表示 { $weight } 的那一行是最高的奇数行（尼姆和 { $sum } = { $bits }）
board-hint-row = 提示 2/3：第 { $row } 列在 { $weight } 那一行有 1：走第 { $row } 列
board-hint-why = 第 { $row } 列：{ $count } = { $bits }；{ $bits } xor { $sum } = { $left-bits } = { $left }：走 { $take } 格，各行都是偶数
board-hint-zero = 尼姆和为 0：每一行都是偶数，任何一步都会让某一行变成奇数
board-hint-misere-rule = 提示 1/3：反尼姆残局：留下奇数个只有一格的列
board-hint-misere-row = 提示 2/3：走第 { $row } 列
board-hint-misere-why = 第 { $row } 列走 { $take } 格：剩下 { $ones } 个只有一格的列，是奇数
board-hint-misere-lost = 反尼姆残局，只有一格的列有 { $ones } 个，是奇数：任何一步都会让它变成偶数
board-coached-left-odd = 让表示 { $weight } 的那一行成了奇数
board-wayin-hint-column = 提示 1/3：{ $weight } 那一行是最高的奇数行（按 b 可以看到各行）
board-wayin-hint-zero = 尼姆和为 0：每一行都是偶数，任何一步都会让某一行变成奇数（按 b 可见）
board-coached-left-singles = 留下了偶数个只有一格的列
board-coached-moves-short = 你在第 { $row } 列走了 { $count } 格；我在第 { $reply-row } 列走了 { $reply-count } 格。
cli-about-board = 玩尼姆棋：8x8 棋盘上的棋子，两子之间的空格就是尼姆堆
cli-help-board =
    玩法：每列有一枚红棋在上、一枚黑棋在下。把自己的一枚棋子在本列中
    向前走（黑棋向上，红棋向下）一格或多格，不能走到或越过对方棋子。
    黑棋先走；走最后一步的一方获胜。输入 列号 步数，例如 `3 2`；
    `0 0` 退出，`-1 0` 重新摆一盘棋。
    游戏中：`?` 提示（F1），`b` 二进制视图（F2），`u` 悔棋，
    `p` 让出第一步，`h` 查看所有按键与命令。
cli-board-misere = 反尼姆规则：走最后一步的一方输
cli-board-ascii = 用 B 和 R 画棋子，适合不支持 Unicode 或把 ● 显示为双宽的终端
cli-mouse = 用鼠标下棋：点一枚棋子就取走它及其右边的所有棋子
cli-board-mouse = 用鼠标下棋：点一个空格就把你的棋子走到那里

## 一局结束、谁先走、退出时的比分

game-over-prompt = 按回车或空格开始下一局
accepts-next-game = 按回车开始下一局
game-over-final = 本局结束：这是最后的局面。
game-over-tally = 你本局的走法：{ $kept } 步保住了胜局，{ $missed } 步错失了胜机。
game-lost-why = 你从没有过必胜局面：从你走第一步起这局就输定了。
game-lost-how = 想赢：{ $opener ->
        [computer] 你先走（去掉 --first computer）
        [passed] 你自己先走，不要让先
       *[player] 第一步之前按 p，让我先走
    }{ $level ->
        [easy] ，或输入 -1 0 换几行。
       *[other] ，或输入 level easy。
    }
board-lost-how = 想赢：{ $opener ->
        [computer] 你先走（去掉 --first computer）
        [passed] 你自己先走，不要让先
       *[player] 第一步之前按 p，让我先走
    }{ $level ->
        [easy] ，或输入 -1 0 重新摆棋。
       *[other] ，或输入 level easy。
    }
passed = { $side ->
    [computer] 你让先：我先走。
    [you] 你先走。
    [player1] 玩家 1 先走。
   *[player2] 玩家 2 先走。
}
refusal-pass-too-late = 让先太晚了：只有在谁都没走之前，p 才能让出第一步
refusal-game-over = 本局已结束；按回车或空格开始下一局
score-goodbye = { $score }。再见！
learn-pointer = 电脑赢得更多；一步一步学它的诀窍：{ $command }

## Rules: the command line and nim analyze
cli-rule = 所有行共用一条规则： nim, take:K, sub:A,B,..., 八进制代码（如 0.77）, kayles, dawson, lasker, grundy [默认：nim]
cli-rules = 每行各自的规则，按顺序，例如 "kayles nim sub:1,3,4"
cli-analyze-values = 列出 --rule 规则下 0 到 N 堆的 Grundy 值，以及已证明的周期
cli-analyze-limit = 最多计算 N 个堆（none：不设上限；默认只算几秒）
cli-analyze-summary = 汇总 --rule 的值：周期、最大值、稀有值
cli-rule-invalid =
    { $flag } "{ $typed }" 不是规则：
    { $reason }
cli-rule-or-rules = --rule 和 --rules 都用来给出各行的规则：只能给其中一个
cli-rules-random =
    --rules 给每行一条规则，而 --random 会随机决定行数：
    请把 --rows 和 --rules 一起给出，或用一个 --rule 给所有行
cli-rules-count =
    --rules 给了 { $rules } 条规则，却有 { $rows } 行：每行需要一条规则
cli-no-move =
    按这些规则，--rows { $rows } 无法走任何一步：请给各行更多棋子
cli-not-playable =
    { $rule } 可以不取棋子就把一堆分开，一局可能永远不结束：不能用来下棋；
    可以这样研究它：nim analyze --rule { $rule } --values 50
cli-misere-rules =
    --misere 需要各行都是 nim 规则：
    尼姆和的理论不适用于其他规则的反尼姆和
cli-board-is-nim = { $flag }：nim board 在空隙上玩尼姆，没有别的规则：请去掉 { $flag }
cli-values-need-rule =
    --values 列出一条规则的值：请用 --rule 给出，
    例如 nim analyze --rule kayles --values 100
cli-values-no-rows = --values 列出规则的值，而不是局面的：请去掉各行
cli-values-with = --values 列出规则的值；{ $flag } 只用于局面：请去掉它
cli-values-invalid =
    --values { $typed }：请给出最后一堆的大小，0 到 { $max }
cli-limit-invalid =
    --limit { $typed } 不是上限：
    请给出 none，或 1 到 { $max } 之间的堆数
cli-summary-alone =
    --summary 汇总一个规则的值：请给出 --rule，
    最多再加 --values N 或 --limit，例如 nim analyze --rule kayles --summary
rule-empty = 规则是空的
rule-unknown =
    没有“{ $name }”这条规则；规则有 nim, take:K, sub:A,B,...,
    八进制代码（如 0.77）, kayles, dawson, lasker, grundy
rule-bad-take = take: 后面要有至少为 1 的整数，例如 take:3
rule-bad-sub = sub: 后面要有用逗号分开、至少为 1 的数量，例如 sub:1,3,4
rule-octal-lead = 八进制代码以 0. 或 4. 开头，例如 0.77
rule-octal-digit = 八进制代码的数字是 0 到 7，不是 { $digit }
rule-octal-space = 八进制代码的数字是 0 到 7，数字之间不能有空格，例如 0.77
rule-octal-no-digits = 八进制代码的小数点后要有数字，例如 0.77
rule-octal-no-moves = 全是 0 的八进制代码不允许任何走法
rule-octal-bracket = 方括号里只有一个数字，并且在代码末尾，例如 0.3[7]
rule-octal-too-long = 八进制代码小数点后最多 { $max } 个数字
analyze-rules-count = --rules 给了 { $rules } 条规则，却有 { $rows } 行：每行需要一条规则
analyze-heap-too-large =
    第 { $row } 行：{ $rule } 规则下 { $heap } 的堆在这里没有值：
    值只算到 { $limit }，也没有找到周期（--limit N 或 --limit none 可以算得更远）
analyze-values-too-large =
    { $rule }：值只算到 { $limit }，也没有找到周期，
    所以堆 { $heap } 在这里没有值（--limit none 可以算得更远）
analyze-heap-no-memory =
    第 { $row } 行：{ $rule } 规则下 { $heap } 的堆在这里没有值：
    值算到 { $limit } 时内存已用完（较小的 --limit 或较少的堆所需内存更少）
analyze-values-no-memory =
    { $rule }：值算到 { $limit } 时内存已用完，
    所以堆 { $heap } 在这里没有值（请少要一些堆）
analyze-progress = 已算 { $done } 个值，每秒 { $rate } 个，用时 { $elapsed } 秒
analyze-progress-rare = 已算 { $done } 个值，其中稀有值 { $rare } 个，每秒 { $rate } 个，用时 { $elapsed } 秒
analyze-stopped = { $rule }：已按 Ctrl-C 停止；值算到了堆 { $heap }
analyze-unsolved = { $rule } 的周期至今无人知道：没有人找到过，这里也不声称有周期。
values-derivation = { $rule } 规则下 { $heap } 的选项：{ $options }；mex{"{"}{ $reached }{"}"} = { $value }
values-no-option = { $rule } 规则下 { $heap } 没有选项；mex{"{}"} = 0
values-explain-cut = （只给出到 { $upto } 为止的选项；之后只列出值）
values-uncounted-moves =
    第 { $row } 行：那组 { $heap } 枚棋子的分法太多，无法逐一查看，
    也没有周期可以用来数它的必胜着法。
    { $listed ->
        [0] 最先查看的分法中没有必胜着法；其余的未计数。
       *[other] 上面列出的是最先找到的；其余的未计数。
    }
values-more-moves =
    第 { $row } 行：它那组 { $heap } 枚棋子还有 { $more } 个取胜着法未列出；
    只列出了前 { $listed } 个。

## 记录、重放与复盘（`--record`、`nim replay`、`r`）
cli-record = 边下边把每一局写入 FILE（nim replay 可重放该记录）
cli-force = 允许 --record 覆盖已有的文件
cli-about-replay = 一步一步重放一局记录下来的棋
cli-replay-file = 由 --record 写下的记录
cli-review = 标出每一步是保住还是错失了胜局，并指出转折点
cli-game = 只重放记录中的第 N 局（从 1 数起）
cli-needs-record = nim replay 需要一个记录文件，例如 nim replay game.txt
cli-replay-extra = nim replay 只显示一个记录文件，不接受“{ $typed }”
cli-game-invalid = --game “{ $typed }”：局号是从 1 起的整数
cli-force-needs-record = --force 只是允许 --record 覆盖文件：请同时给出 --record FILE
record-line = 第 { $line } 行：{ $reason }
record-empty = 记录里没有任何一局
record-not-a-tag = “{ $typed }”不是标签；标签写作 [Name "value"]
record-unknown-tag =
    没有标签 { $name }；标签有 Game、Format、Date、Start、Rules、
    Misere、Level、Seed、First、Players、Result 和 Deal
record-repeated-tag = 标签 { $name } 出现了两次
record-bad-value = { $name } 不能是“{ $typed }”：{ $form }
record-form-game = 它是 nim 或 board
record-form-format = 本程序读取格式 1
record-form-date = 日期写作 YYYY.MM.DD，未知时写作 ????.??.??
record-form-start = 它列出 2 到 14 行，每行 1 到 63 枚，例如 3 4 5
record-form-start-board = 它列出发棋后每一列的空格数
record-form-rules = 它为每行给出一个可玩的规则，例如 kayles nim
record-form-misere = 它是 yes 或 no
record-form-level = 它是 easy、medium 或 hard（两人对弈时为 ?）
record-form-seed = 它是整数，未指定种子时为 ?
record-form-first = 它是 you 或 computer（两人对弈时为 player 1 或 player 2）
record-form-players = 它是 1 或 2
record-form-result = 它按 First 的写法写出胜者，未下完的棋局写 *
record-form-deal = 它按“红-黑”列出 8 列，格子从上往下 1 到 8，红在黑上，例如 2-7
record-missing-tag = 这一局缺少 { $name } 标签
record-tag-after-moves = 着法之后出现了标签；下一局要从空行之后开始
record-bad-move = “{ $typed }”不是着法；着法的写法与对局中输入的相同，例如 2 3
record-illegal-move = { $typed } 不能走：{ $reason }
record-after-end = { $typed } 出现在棋局结束之后
record-wrong-result = Result 标签写的是 { $said }，但着法得出 { $is }
record-rules-count = Rules 标签为 { $rows } 行给了 { $rules } 个规则：每行要一个规则
record-misere-rules = 反常规则只能用于尼姆行
record-exists = { $path } 已存在：加上 --force 可以覆盖它，或换一个文件名
record-cannot-write = 无法写入记录 { $path }：{ $error }
record-busy = 另一局游戏正在写入 { $path }：请稍候，或换一个文件名
record-stopped = 记录 { $path } 已停止：{ $why }。游戏继续。
record-why-no-room = 磁盘已满
record-why-size-limit = 文件已达到大小上限
replay-cannot-read = 无法读取 { $path }：{ $error }
replay-too-large = { $path } 超过 { $limit } MB，nim replay 只读取不超过这个大小的记录
replay-no-such-game = 记录中有 { $games } 局；没有第 { $game } 局（--game）
replay-game = 第 { $game } 局，共 { $games } 局
replay-start = 棋局开始。后面还有 { $plies } 步。
replay-move = 第 { $ply } 步，共 { $plies } 步：{ $move }
replay-won = { $side ->
    [you] 你赢了。
    [computer] 电脑赢了。
    [player1] 玩家 1 赢了。
   *[player2] 玩家 2 赢了。
}
replay-unfinished = 记录在棋局结束前就停止了。
replay-keys = 左右键 单步  Home End  空格 播放/暂停  r 复盘  q 离开
review-title = 复盘
review-kept = { $ply }. { $who }：{ $move } 保住了胜局
review-missed = { $ply }. { $who }：{ $move } 错失了胜局；{ $best } 才能保住
review-lost = { $ply }. { $who }：{ $move }（此处无必胜着法）
review-turning = 转折点：第 { $ply } 步，当时走 { $best } 就能保住胜局。
review-no-turning = 没有一步错失胜局。
review-why-column = { $move } 之后，{ $weight } 那一位上的 1 成了奇数个：对方可以让每一位重新变成偶数，从而获胜。
review-why-worth = { $move } 之后，第 { $row } 行值 { $value }，格伦迪和为 { $sum } 而不是 0：对方可以把它变回 0，从而获胜。
review-why-ending = { $move } 之后，对方可以在最后留下奇数个单枚，从而获胜。
review-none = 还没有下完的棋局可以复盘
review-back = 按 Enter 返回。
review-page = 第 { $first }–{ $last } 步，共 { $all } 步：用上下键、PgUp、PgDn 查看其余各步
keys-review = 复盘上一局：每一步保住还是错失了胜局
keys-review-end = 一局结束时：复盘，每一步保住还是错失了胜局
review-hint = 按 r 逐步复盘这一局

## nim learn 与 nim puzzle：课程、提问和判定

learn-title = { $lesson ->
    [one-row] 一行
    [two-rows] 两行：照着对方走
    [one-two-three] 一、二、三
    [pairs] 二的幂成对
    [powers] 每行拆成二的幂
    [binary] 二进制法则
    [misere] 反常规则：拿最后一枚的输
   *[board] 尼姆棋就是改了装的尼姆
    [sums] 游戏的和
}
learn-text-one-row =
    只有一行棋子。一次可以从中拿任意多枚，也可以全部拿走。
    拿走最后一枚的一方赢。
    所以一次把整行拿光：对方就没有棋子可拿了。
learn-text-two-rows =
    两行枚数相同：轮到的一方必输。他从一行拿几枚，对方就从另一行拿几枚，
    最后一枚总归对方。两行不同：从多的一行拿走差数，让两行相等，
    之后对方每走一步，你就在另一行照样走一步。
learn-text-one-two-three =
    1、2、3 枚的三行：轮到的一方必输。
    从 1 2 3 无论怎么走，对方都能留下相等的两行，
    而相等的两行就是照着走的局面，轮到的一方必输。
learn-text-pairs =
    每行是 1、2、4 或 8 枚，都是二的幂。两行一样多就互相抵消，
    就像第 2 课的照着走。如果每行都有一样大的伴，轮到的一方必输。
    要赢，就让所有的行都成对：2 4 4 时把 2 那行全拿走；
    1 1 2 4 时从 4 那行拿 2 枚，剩下 1 1 2 2。
learn-text-powers =
    每个数都是不同的二的幂之和：5 = 4+1，7 = 4+2+1。
    把每行都这样拆开，再把各行中相等的幂配成对。
    如果每个幂都有伴，轮到的一方必输；否则从含有最大的落单的幂的那行拿，
    让所有的幂重新成对。
learn-text-binary =
    用二进制也一样：把各行写成二进制，上下对齐。
    1 的个数为奇数的一列，就是一个落单的二的幂。
    每列都是偶数（尼姆和为 0）：轮到的一方必输。否则必有一步
    能让每列都变成偶数：把它找出来。
learn-text-misere =
    反常规则：拿走最后一枚的一方输。
    只要还有两行以上多于一枚，就照常规玩法走。
    当只剩一行多于一枚时，把这行变成 0 枚或 1 枚，
    让单枚的行数为奇数：最后一枚就归对方了。
learn-text-board =
    尼姆棋：每列有一枚红棋在上、一枚黑棋在下，棋子只能向前走。
    一列中两枚棋子之间的空格就是尼姆的一行：走 k 格就是从中拿走 k 枚。
    你执黑棋（B），向上走；回答格式：列号 步数。
    所以空格就是尼姆的行，二进制法则照样适用于棋盘。
learn-text-sums =
    一行可以有自己的规则。take:3 每次拿 1 到 3 枚：n 枚的一行值 n mod 4
    （take:2 为 n mod 3），这是它的 Grundy 值。kayles 可在任意处拿相邻的
    1 或 2 枚：行号 枚数 位置 从该枚起拿；分成两段的行值两段之值的异或
    （kayles 0-7 的值：0 1 2 3 1 4 3 2）。尼姆的一行值其枚数。
    各值的尼姆和为 0 时，轮到的一方必输。
learn-discover-intro =
    先别看规则，自己找找看：下几盘小棋。猜猜谁会赢，
    再和我下完。规则在后面。
learn-discover-game = 第 { $at } 盘，共 { $of } 盘
learn-discover-choose = 你想先走还是后走？（1/2）：
learn-discover-not-choice = “{ $typed }”不是 1 或 2：输入 1 先走，2 后走
learn-discover-won = { $winner ->
    [you] 你赢了！
   *[me] 我赢了。
}
learn-discover-truth = { $wins ->
    [yes] 这里轮到的一方能赢。
   *[no] 这里轮到的一方怎么走都会输。
}
learn-discover-guessed = { $right ->
    [yes] 你猜对了。
   *[no] 和你猜的不一样。
}
learn-discover-chose = { $first ->
    [yes] 你选了先走；这里后走的一方赢。
   *[no] { $won ->
        [yes] 你选了后走，这里后走正好赢。
       *[no] 你选了后走，这里后走能赢：规则会告诉你怎么赢。
    }
}
learn-discover-next = { $last ->
    [yes] 按 Enter 看本课的规则。
   *[no] 按 Enter 下一盘。
}
learn-discover-keys = 先下这几盘小棋：s 直接看规则，q 或 0 0 退出。
learn-discover-offer = 输入 discover，先在几盘小棋里自己找出本课的规则；
    输入 rule 直接看规则；不然规则会在你第一次作答之后出现。
learn-question-move = 你的必胜走法（行号 枚数）：
learn-question-move-at = 你的必胜走法（行号 枚数 [位置]）：
learn-question-move-board = 你的必胜走法（列号 步数）：
learn-question-wins = 轮到的一方能赢吗？（y/n，是/否）：
learn-board-sides = 你执黑棋（B），向上走；红棋（R）向下走。
learn-rules = 第 { $row } 行用 { $rule } 规则：每次拿 { $most ->
    [1] 1 枚
   *[other] 1 到 { $most } 枚
}。
learn-rules-row = 第 { $row } 行：{ $takes }。
learn-misere = 反常规则：拿走最后一枚的一方输。
learn-move-rows = 从第 { $row } 行拿 { $take } 枚
learn-move-rows-at = 从第 { $row } 行第 { $at } 枚起拿 { $take } 枚
learn-move-board = 第 { $row } 列走 { $take } 格
learn-reason-move = { $move }，剩下 { $position }。{ $why }
learn-reason-lost = { $position }：轮到的一方必输。{ $why }
learn-why-last-chip = 已经一枚不剩：最后一枚已被拿走。
learn-why-copy = 相等的两行，各 { $count } 枚：从一行拿几枚，对方就从另一行拿几枚，最后一枚归对方。
learn-why-one-two-three = 从 1 2 3 无论怎么走，对方都能留下相等的两行，然后照着走。
learn-why-powers = 拆成二的幂（见各列）：每个幂都有伴，所以任何一步都会拆散一对，对方再把它们配成对。
learn-why-nim-sum = 写成二进制（见各列）：每列 1 的个数都是偶数（尼姆和为 0）：任何一步都会让某列变成奇数，对方再把它变回偶数。
learn-columns-held = 个数
learn-columns-gap = 空格 { $gap }
learn-why-pairs = 每一行都有一样大的伴：从一行拿几枚，对方就从它的伴里拿几枚。
learn-why-unpaired = 现在不是每行都是 1、2、4 或 8，行配不成对，但从这里怎么走都会输：第 5 课会讲为什么。
learn-why-misere-singles = 反常规则：{ $ones ->
    [one] 只剩 1 枚单枚，谁拿它谁输。
   *[other] { $ones } 个单枚，奇数个：双方每次各拿一枚，最后一枚由轮到的一方拿。
}
learn-why-misere-sum = 反常规则，但还有两行以上多于一枚，所以和常规玩法一样由尼姆和决定：写成二进制（见各列），每列都是偶数。
learn-why-gaps = 空格就是尼姆的行：写成二进制（见各列），每列都是偶数（尼姆和为 0），任何一步都会让某列变成奇数。
learn-why-grundy = 各行的值是 { $values }；它们的尼姆和为 0，所以和尼姆一样，轮到的一方必输。
learn-grundy-take = { $count } mod { $modulus } = { $value }
learn-grundy-nim = { $count }
learn-grundy-rule = { $rule } { $groups } = { $value }
learn-grundy-split = { $rule } { $groups } = { $values } = { $value }
refute-reply-rows = 我从第 { $row } 行拿 { $take } 枚
refute-reply-rows-at = 我从第 { $row } 行第 { $at } 枚起拿 { $take } 枚
refute-reply-board = 我把第 { $row } 列的红棋走 { $take } 格
refute-try-rows = 你从第 { $row } 行拿 { $take } 枚
refute-try-rows-at = 你从第 { $row } 行第 { $at } 枚起拿 { $take } 枚
refute-try-board = 你把第 { $row } 列的黑棋走 { $take } 格
refute-own = { $tried }，剩下 { $left }；接着{ $reply }，剩下 { $lost }。{ $why }
refute-try = 比如{ $tried }，剩下 { $left }；接着{ $reply }，剩下 { $lost }。{ $why }
refute-board = 如果{ $tried }，{ $reply }。{ $why }
refute-last = { $tried }，拿走了最后一枚；反常规则下，拿最后一枚的一方输。
refute-offer = 按 p 和我把这个局面下完；按 Enter 进入下一题。
refute-offer-plain = 输入 play 和我把它下完，或者直接回答下一题。
refute-offer-last = 按 p 和我把这个局面下完；按 Enter 退出。
refute-play-keys = 输入你的走法；q 或 0 0 结束这盘，h 显示这些按键。
refute-play-start = { $first ->
    [me] 下完这一局：我先走。
   *[you] 下完这一局：你先走。
}
refute-play-prompt = { $kind ->
    [board] 你的走法（列号 步数）：
    [at] 你的走法（行号 枚数 [位置]）：
   *[rows] 你的走法（行号 枚数）：
}
refute-play-won = { $winner ->
    [you] 你赢了！
   *[me] 我赢了：这个局面对你来说是必输的。
}
learn-streak = 连续答对 { $streak } 题：再答对 { $left } 题就过关。
learn-again = 没关系：连续答对三题就过关。
learn-passed = 第 { $lesson } 课过关！第 { $next } 课已开放。
learn-finished = 所有课程都已过关！现在和教练一起下棋：{ $coach }
learn-keys = 输入你的答案。? 提示，b 二进制，h 按键，q 或 0 0 退出。
learn-hint-help =
    ? 分三步提示：先提一个问题，再指出哪一行，最后给出走法。
    b 显示二进制的列（从第 6 课起）；q 或 0 0 退出。
learn-hint-step = 提示 { $step }/3：{ $hint }
learn-hint-next = 再按 ? 看提示的下一步。
learn-hint-last = 提示已经全部给出；课文就在屏幕上方。
learn-hint-idea-take-all = 你能一枚也不给对方留下吗？
learn-hint-idea-equal-rows = 你能留下相等的两行吗？
learn-hint-idea-one-two-three = 你能留下 1 2 3，或者相等的两行吗？
learn-hint-idea-unpaired-power = 把每行拆成二的幂：哪个幂没有伴？
learn-hint-idea-odd-column = 写成二进制（按 b 可见）：哪一列的 1 是奇数个？
learn-hint-idea-odd-singles = 反常规则的结尾：你能留下奇数个单枚吗？
learn-hint-idea-odd-gap-column = 把空格写成二进制（按 b 可见）：哪一列的 1 是奇数个？
learn-hint-idea-odd-value = 每行的值写成二进制（按 b 可见）：哪一列是奇数？
learn-hint-place-all = 只有第 { $row } 行：从这一行取。
learn-hint-place-equal = 看第 { $row } 行：让它和第 { $other } 行一样多。
learn-hint-place-clear = 看第 { $row } 行：没有它，剩下的两行就相等。
learn-hint-place-one-two-three = 看第 { $row } 行：它比 1 2 3 所需的多。
learn-hint-place-power = { $power } 没有伴：从第 { $row } 行取，它含有 { $power }。
learn-hint-place-column = 表示 { $weight } 的那一列是最高的奇数列：第 { $row } 行在那一列是 1。
learn-hint-place-column-board = 表示 { $weight } 的那一列是最高的奇数列：第 { $row } 个空格在那一列是 1。
learn-hint-place-singles = 从第 { $row } 行取，让剩下的单枚是奇数个。
learn-hint-place-value = 第 { $row } 行值 { $value }，各值的尼姆和是 { $sum }：改变第 { $row } 行。
learn-hint-lost-copy = 没有可找的：两行已经相等，无论怎么走，对方都照着走。
learn-hint-lost-one-two-three = 没有可找的：从 1 2 3 无论怎么走，对方都能照着走。
learn-hint-lost-powers = 没有可找的：每个二的幂都已经有伴。
learn-hint-lost-pairs = 不用找了：每一行都已经有一样大的伴。
learn-hint-lost-unpaired = 不用找了：从这里怎么走都会输；第 5 课会讲为什么。
learn-hint-lost-columns = 没有可找的：每一列都已经是偶数（尼姆和为 0）。
learn-hint-lost-singles = 没有可找的：已经剩下奇数个单枚。
learn-hint-lost-values = 没有可找的：各值的尼姆和已经是 0。
learn-hint-move = 从第 { $row } 行取 { $take } 枚：输入 { $typed }。
learn-hint-move-board = 在第 { $row } 列走 { $take } 格：输入 { $typed }。
learn-hint-yes = 能：走 { $typed } 就能赢，所以轮到的一方能赢。输入 y。
learn-hint-no = 不能：只要对方不失误，怎么走都输。输入 n。
learn-hinted = 答对了，但用了提示：不算进连续三题。
learn-binary-later = 二进制视图从第 6 课开始：现在先数一数棋子。
learn-not-yes-no = “{ $typed }”不是 y 或 n：轮到的一方能赢吗？
learn-not-here = 这个键在这里没有作用：请输入答案，或按 h 查看按键
learn-set-aside =
    进度文件已损坏：它已被移到一旁，学习从头开始：
    { $kept }: { $error }
learn-no-store = 没有数据目录（请设置 HOME 或 XDG_DATA_HOME）：进度不会保存。
learn-not-read =
    无法读取进度文件：它保持原样，这次学习的进度不会保存：
    { $file }: { $error }
learn-not-saved =
    无法保存进度；下一次回答时会再试：
    { $file }: { $error }
learn-not-saved-alone =
    这次的回答无法存入进度：
    { $file }: { $error }
learn-saved-again = 进度又能保存了：{ $file }
learn-unsaved-at-exit =
    这次学习最后几次回答的进度没有保存：
    { $file }: { $error }
learn-not-a-file = 不是普通文件
learn-locked = 被另一个 nim learn 占用
learn-foreign-link = 这是用户 { $owner } 的链接，不是你的：不跟随
learn-foreign-link-on-way = { $link } 是用户 { $owner } 的链接，不是你的：不跟随
learn-resume = 欢迎回来：第 { $lesson } 课，已连续答对 { $streak } 题。
puzzle-daily = { $date }（UTC）的每日一题 { $code }，今天人人相同。
puzzle-daily-day = { $date }（UTC）的每日一题 { $code }，那一天人人相同。
due-first = 先来复习 { $count } 道以前做错的题。
due-review = 第 { $lesson } 课：这道题你在 { $date } 做错过。再试一次！
due-again = { $days ->
    [1] 它明天（{ $date }）再来。
   *[other] 它 { $days } 天后（{ $date }）再来。
}
due-learned = 又答对了：这道题学会了，不会再来。
report-title = 成绩单
report-empty = 还没有答过题：{ $command } 从第一课开始。
report-passed = 已过关的课：{ $count } / { $all }。
report-answers = 题目：答对 { $right } 道，看提示后答对 { $hinted } 道，答错 { $wrong } 道。
report-lesson = 第 { $lesson } 课：答对 { $right }，看提示后答对 { $hinted }，答错 { $wrong }。
report-puzzles = nim puzzle：答对 { $right }，看提示后答对 { $hinted }，答错 { $wrong }。
report-damaged =
    没有成绩单：进度文件已损坏，它保持原样
    { $file }: { $error }
report-not-read =
    没有成绩单：无法读取进度文件
    { $file }: { $error }
report-mistake = 最常犯的错误（{ $count } 次）：{ $kind }。
report-no-mistake = 到现在还没有答错过。
report-run = 连续答对：现在 { $run } 道，最多 { $best } 道。
report-due-none = 没有等着复习的错题。
report-due-count = 等着复习的错题：{ $count } 道。
report-due = { $code }（第 { $lesson } 课），{ $missed } 做错：{ $due } 复习
report-due-more = ……还有 { $count } 道。
report-leave = 按 Enter 或 q 离开。
report-kind = { $kind ->
    [said-yes-on-lost] 在必败的局面说了“能赢”
    [said-no-on-won] 在必胜的局面说了“不能赢”
    [took-whole-row] 把一整行都拿走了
    [took-one-chip] 只拿了一枚
    [left-one-row] 只留下一行，对方一次拿光
    [left-rows-unequal] 留下两行不一样多
    [left-odd] 让 { $power } 的个数成了奇数
    [misere-end] 反常规则下留下了偶数个单枚
    [values-unbalanced] 留下的值不平衡
   *[other] 别的输棋走法
}
puzzle-goodbye = 再来一题：{ $another }
puzzle-code = 题目 { $code }
puzzle-chosen = 从局面 { $position } 出的题
puzzle-chosen-code = 从局面 { $position } 出的题，题号 { $code }
sheet-title-mix = 尼姆练习纸：第 1 到 6 课，一步一步来
sheet-title-chosen = 尼姆练习纸：老师选定的局面
sheet-title = 尼姆练习纸：第 { $lesson } 课，{ $title }
sheet-again = 练习纸 { $seed }：{ $command } 可以再印一张。
sheet-fewer = 找不到更多不同的题了：本练习纸共 { $held } 题（要求 { $count } 题），没有重复。
sheet-name = 姓名：______________________   日期：____________
sheet-open = 每道题也能在电脑上打开：nim puzzle 题号。
sheet-puzzle = { $number }. 题目 { $code }，第 { $lesson } 课：{ $title }
sheet-answer = 答案：________________________________
sheet-key = 练习纸 { $seed } 的答案
sheet-key-entry = { $number }. { $code }：{ $answer }
sheet-any-of = 以下任一：{ $moves }
sheet-moves-between = 、
sheet-wins = { $wins ->
    [yes] 能，轮到走的一方能赢
   *[no] 不能，轮到走的一方会输
}
sheet-board-sides = 你执黑棋 { $black }，向上走；红棋 { $red } 向下走。
cli-lesson-range = --lesson { $typed }：课程编号是 1 到 { $max }
cli-daily-or-seed = --daily 和 --seed 都用来选题：只能给一个
cli-puzzle-one = 题号、--daily、--seed 和 --rows 都用来选题：只能给一个
cli-puzzle-code =
    “{ $typed }”不是题号。
    题号是六个字母和数字，例如 4K7Q2M；选定局面的题号更长
    （0-9 和 A-Z，不含 I、L、O、U）。
cli-puzzle-needs-rows = { $flag } 要和 --rows 一起用，例如 nim puzzle --rows 3,4,5
cli-puzzle-gaps =
    { $problem ->
        [count] 这里给了 { $count } 个空隙
        [gap] 第 { $column } 列不能有 { $gap } 格
        [number] “{ $typed }”不是数字
       *[none] 空隙全是 0，没有棋子能走
    }
    在棋盘上，--rows 给出它的 8 个空隙，每个 0 到 6 格，例如 3,0,5,1,2,6,4,0
cli-count-range = --count { $typed }：一张练习纸有 1 到 { $max } 道题
cli-sheet-chosen = 选定题目的练习纸只印这些题：请去掉 { $flag }
cli-sheet-full = “{ $typed }”：一张练习纸最多 { $max } 道题
cli-sheet-rows = 第 { $number } 题：{ $reason }
cli-learn-date = 把这一天（YYYY-MM-DD，UTC）当作今天：决定复习哪些错题
cli-puzzle-date = 这一天（YYYY-MM-DD）的每日一题，而不是今天的
cli-report = 成绩单：过关的课、答题、错误、待复习的题
cli-date-invalid = --date { $typed }：不是 YYYY-MM-DD 格式的日期，例如 2026-11-27
cli-date-or-seed = --date 指定每日一题，--seed 指定编号的题：只能选一个
cli-about-learn = 一课一课学会取胜：从一行到游戏的和
cli-help-learn =
    每题要求找出必胜走法，或判断轮到的一方能否获胜；连续答对三题即开放下一课。
    进度保存在 $XDG_DATA_HOME/nim/progress（否则为 ~/.local/share/nim/progress）。
cli-about-puzzle = 解一道题并看判定：行，或尼姆棋（nim puzzle board）
cli-puzzle-board-word = 出尼姆棋的题，而不是行的题（同 --board）
cli-lesson = 从第 N 课开始（1 到 9），否则从上次停下的地方继续
cli-daily = 每日一题（UTC），人人相同
cli-puzzle-board = 出尼姆棋的题，而不是行的题
cli-learn-seed = 题目的随机种子，可以原样重做一课
cli-puzzle-seed = 用种子 N 出题（题号会和题目一起印出）
cli-learn-plain = 即使在终端里也逐行进行（管道中总是如此）
cli-learn-ascii = 只用 ASCII 字符，适合不支持 Unicode 的终端
cli-about-worksheet = 为课堂打印一张练习纸，分页之后附答案
cli-worksheet-puzzles = 你选定的题，按顺序：像 --rows 那样写的各行（3,4,5），或题号
cli-worksheet-lesson = 每道题都出自第 N 课（1 到 9）；不给则依次出自第 1 到 6 课
cli-worksheet-seed = 同一个种子印出同一张练习纸（不给则随机选一个，印在纸上）
cli-count = 题目数量（1 到 40，默认 6）
cli-worksheet-ascii = 只用 ASCII 字符，适合不支持 Unicode 的打印机
cli-puzzle-code-word = 题号，和题目一起印出（例如 4K7Q2M）：再出这道题
cli-puzzle-rows = 用这些行出题；在棋盘上则是它的 8 个空隙（各 0 到 6）
cli-about-serve = 在网络上主持一局：另一位玩家用 nim join 加入
cli-help-serve =
    nim serve 会显示一个地址和一个十二位数的加入码，交给另一位玩家，
    由其输入 nim join 地址:端口 加入码。默认只有本机能加入；要让别的机器加入，
    请在网络上监听，例如 --listen 0.0.0.0:7000。
cli-about-join = 加入另一位玩家用 nim serve 主持的一局
cli-serve-board-word = 主持棋盘的一局，而不是行（同 --board）
cli-serve-board = 主持棋盘的一局，而不是行
cli-listen = 在哪里等待另一位玩家：IP 地址和端口（端口 0 表示任选一个空闲端口）[默认：127.0.0.1:0，仅限本机]
cli-serve-first = 每局谁先走：你（host）或加入的玩家（join）
cli-join-addr = nim serve 显示的地址和端口，例如 192.168.1.5:7000（也可以用主机名）
cli-join-code = nim serve 显示的十二位加入码，例如 4821-0937-5562
cli-host-chooses = { $flag }：游戏由主持方（nim serve）决定：请去掉 { $flag }
cli-listen-invalid = --listen “{ $typed }”：{ $problem ->
        [port] 端口是 0 到 65535 之间的数
        [host] 不是 IP 地址，例如 0.0.0.0:7000
       *[none] 缺少端口，例如 0.0.0.0:7000
    }
cli-join-addr-invalid = nim join “{ $typed }”：{ $problem ->
        [port] 端口是 1 到 65535 之间的数
        [host] 应写成 主机:端口 或 [IPv6]:端口
       *[none] 缺少端口，例如 192.168.1.5:7000
    }
cli-join-code-invalid = 加入码“{ $typed }”：请给出 nim serve 显示的十二位数字
cli-join-needs =
    nim join 需要 nim serve 显示的地址和加入码，
    例如 nim join 192.168.1.5:7000 4821-0937-5562
cli-join-extra = nim join 只接受地址和加入码，不接受“{ $typed }”
cli-about-man = 打印手册页（roff 格式，第 6 节），例如 nim man | man -l -
cli-about-completions = 打印 bash、zsh 或 fish 的命令补全脚本
cli-completions-shell-word = 要补全的 shell：bash、zsh 或 fish
cli-completions-shell = “{ $typed }”：nim completions 只为 { $shells } 生成脚本
cli-completions-needs = nim completions 需要指定 shell：{ $shells }
cli-completions-extra = nim completions 只生成一个脚本，不再接受“{ $typed }”
learn-screen-right = 答对了！
learn-screen-wrong = { $answer ->
    [yes] 这次不对：轮到的一方能赢。
    [no] 这次不对：轮到的一方必输。
   *[move] 这次不对：{ $answer } 才是必胜走法。
}
learn-screen-next = 按 Enter 进入下一题。
learn-screen-done = 按 Enter 退出。
net-listening = 正在 { $address } 等待另一位玩家。
net-code = 加入码是 { $code }。请在另一台机器上输入：
net-join-command = nim join { $address } { $code }
net-door-guessed = { $wrong ->
    [1] 有人输入了错误的加入码。
   *[other] 有人在猜加入码：已有 { $wrong } 个错误的码。加入码依然安全。
}
net-door-crowded = 门口已拒绝 { $crowded } 个连接。
net-joined = 另一位玩家已加入。游戏由主机一方选定。
net-connected = 已连接到 { $address }。游戏由主机一方选定。
net-help-commands = 或输入 0 0 离开游戏；? 给出提示，h 列出按键
net-you-are = { $side ->
    [player1] 你是玩家 1。
   *[player2] 你是玩家 2。
}
net-key-help = ? 提示  b 二进制  h 帮助
net-waiting = 等待另一位玩家走棋……
net-moved = 另一位玩家走了 { $move }。
coached-net-you-played = 你走了 { $move }。
net-won = { $who ->
    [you] 这一局你赢了！
   *[opponent] 这一局另一位玩家赢了。
}
net-next = 双方都准备好后，下一局开始。
net-next-key = 按回车键开始下一局。
net-your-turn = 轮到你了。
net-their-turn = 轮到另一位玩家。
net-refusal = { $why ->
    [turn] 现在轮到另一位玩家：请等他走棋。
    [undo] 网络对局中不能悔棋。
    [change] 游戏由主机一方选定：网络对局中不能更改。
   *[closed] 连接已关闭。
}
net-left = { $why ->
    [quit] 另一位玩家离开了游戏。
    [interrupt] 另一位玩家离开了游戏（Ctrl-C）。
    [signal] 另一位玩家的程序被终止了。
   *[end] 另一位玩家离开了游戏（输入已结束）。
}
net-lost = 另一位玩家离开了：连接已断开。
net-fault = 连接已关闭：{ $fault ->
    [long] 对方发来了超过 256 字节的一行。
    [byte] 对方发来了不可打印的字节。
    [turn] 对方发来了不合时机的消息。
    [ply] 对方发来了针对另一个局面的走法。
    [move] 对方发来了规则不允许的走法。
    [slow] 对方没有及时发来任何内容。
    [flood] 对方发来了过多的行。
    [drift] 对方发来了与本方不一致的局面。
   *[malformed] 对方发来了游戏无法理解的一行。
}
net-error = 对方关闭了连接：{ $fault ->
    [long] 它收到了超过 256 字节的一行。
    [byte] 它收到了不可打印的字节。
    [turn] 它收到了不合时机的消息。
    [ply] 它收到了针对另一个局面的走法。
    [move] 它收到了规则不允许的走法。
    [slow] 本方没有及时回答。
    [flood] 它收到了过多的行。
    [drift] 它收到了与它自己不一致的局面。
   *[malformed] 它收到了它无法理解的一行。
}
net-refused = { $why ->
    [code] 主机拒绝了加入码：请核对后再试。
    [version] 主机的 nim 使用另一版本的游戏协议。
    [busy] 主机已经在和另一位玩家对局。
    [crowded] 同时想加入主机的人太多：请过一分钟再试。
   *[greeting] 主机没有接受问候。
}
net-cannot-resolve = 找不到 { $address }
net-cannot-connect = 无法连接到 { $address }
net-cannot-listen = 无法在 { $address } 监听
net-cannot-describe = 这局游戏不能通过网络进行：某条规则太长，无法发送。

## network screen
net-screen-score = 比分：你 { $you }，另一位玩家 { $opponent }
net-farewell = 比分：你 { $you }，另一位玩家 { $opponent }。再见！
net-ready-wait = 等待另一位玩家准备好下一局……
net-closed-key = 按任意键退出。
