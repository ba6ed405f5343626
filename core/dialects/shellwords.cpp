#include "shellwords.h"

#include <algorithm>

namespace headroom::dialects {

namespace {

// Skips a $( … ) or ${ … } group starting at text[i] == '$'; returns the index after it.
size_t skipExpansion(const std::string &text, size_t i, size_t end)
{
    const char open = text[i + 1];
    const char close = open == '(' ? ')' : '}';
    int depth = 0;
    char quote = 0;
    for (size_t j = i + 1; j < end; ++j) {
        const char c = text[j];
        if (quote) {
            if (c == '\\' && quote == '"')
                ++j;
            else if (c == quote)
                quote = 0;
            continue;
        }
        if (c == '\'' || c == '"')
            quote = c;
        else if (c == open)
            ++depth;
        else if (c == close && --depth == 0)
            return j + 1;
    }
    return end;
}

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

} // namespace

std::vector<Command> splitShell(const std::string &text, size_t begin, size_t end, bool newlineSeparates)
{
    std::vector<Command> commands;
    Command current;
    Word word;
    bool inWord = false;
    bool inArray = false;

    auto finishWord = [&] {
        if (inWord) {
            current.words.push_back(word);
            if (word.text.size() >= 2 && word.text.compare(word.text.size() - 2, 2, "=(") == 0)
                inArray = true;
        }
        inWord = false;
        word = Word{};
    };
    auto finishCommand = [&] {
        finishWord();
        if (!current.words.empty())
            commands.push_back(current);
        current = Command{};
    };
    auto startWord = [&](size_t at) {
        if (!inWord) {
            inWord = true;
            word.begin = at;
        }
    };

    size_t i = begin;
    while (i < end) {
        const char c = text[i];
        if (c == '\\' && i + 1 < end && (text[i + 1] == '\n' || (text[i + 1] == '\r' && i + 2 < end && text[i + 2] == '\n'))) {
            finishWord(); // a continuation joins lines; the word before it ends here
            i += text[i + 1] == '\r' ? 3 : 2;
            continue;
        }
        if (isBlank(c)) {
            finishWord();
            ++i;
            continue;
        }
        if (c == '\n') {
            if (newlineSeparates && !inArray)
                finishCommand();
            else
                finishWord();
            ++i;
            continue;
        }
        if (c == '#' && !inWord) {
            while (i < end && text[i] != '\n')
                ++i;
            continue;
        }
        if (!inWord && c == ')' && inArray) {
            word.begin = i;
            word.text = ")";
            word.end = i + 1;
            inWord = true;
            finishWord();
            inArray = false;
            if (newlineSeparates)
                finishCommand();
            ++i;
            continue;
        }
        if (c == ';' || c == '|' || c == '&') {
            finishCommand();
            while (i < end && (text[i] == ';' || text[i] == '|' || text[i] == '&'))
                ++i;
            continue;
        }
        if (c == '(' && inWord && !word.text.empty() && word.text.back() == '=') {
            word.text += '(';
            word.end = i + 1;
            finishWord();
            ++i;
            continue;
        }
        startWord(i);
        if (c == '\'') {
            word.singleQuoted = true;
            size_t j = i + 1;
            while (j < end && text[j] != '\'')
                word.text += text[j++];
            i = j + 1;
        } else if (c == '"') {
            word.doubleQuoted = true;
            size_t j = i + 1;
            while (j < end && text[j] != '"') {
                if (text[j] == '\\' && j + 1 < end) {
                    const char n = text[j + 1];
                    if (n == '\n') {
                        j += 2;
                        continue;
                    }
                    if (n == '"' || n == '\\' || n == '$' || n == '`') {
                        word.text += n;
                        j += 2;
                        continue;
                    }
                }
                if (text[j] == '$' && j + 1 < end && (text[j + 1] == '(' || text[j + 1] == '{')) {
                    const size_t k = skipExpansion(text, j, end);
                    word.text.append(text, j, k - j);
                    j = k;
                    continue;
                }
                word.text += text[j++];
            }
            i = j + 1;
        } else if (c == '\\' && i + 1 < end) {
            word.text += text[i + 1];
            i += 2;
        } else if (c == '$' && i + 1 < end && (text[i + 1] == '(' || text[i + 1] == '{')) {
            const size_t k = skipExpansion(text, i, end);
            word.text.append(text, i, k - i);
            i = k;
        } else {
            word.text += c;
            ++i;
        }
        word.end = std::min(i, end);
    }
    finishCommand();
    return commands;
}

} // namespace headroom::dialects

namespace headroom::dialects {

namespace {

// Skips the body of a here-document whose operator `<<` ends at `i`; returns the offset
// after the line that ends it (or `end`).
size_t skipHereDocument(const std::string &text, size_t i, size_t end)
{
    if (i < end && text[i] == '-')
        ++i;
    while (i < end && (text[i] == ' ' || text[i] == '\t'))
        ++i;
    std::string delimiter;
    while (i < end && text[i] != '\n' && text[i] != ' ' && text[i] != '\t' && text[i] != ';' && text[i] != '|' &&
           text[i] != '&' && text[i] != '>' && text[i] != '<' && text[i] != ')') {
        if (text[i] != '\'' && text[i] != '"' && text[i] != '\\')
            delimiter += text[i];
        ++i;
    }
    if (delimiter.empty())
        return i;
    size_t line = text.find('\n', i);
    while (line != std::string::npos && line < end) {
        const size_t start = line + 1;
        size_t stop = text.find('\n', start);
        if (stop == std::string::npos || stop > end)
            stop = end;
        std::string body = text.substr(start, stop - start);
        if (!body.empty() && body.back() == '\r')
            body.pop_back();
        const size_t first = body.find_first_not_of('\t');
        if (first != std::string::npos && body.compare(first, std::string::npos, delimiter) == 0)
            return stop;
        line = stop < end ? stop : std::string::npos;
    }
    return end;
}

} // namespace

size_t unclosedShellQuote(const std::string &text, size_t begin, size_t end)
{
    end = std::min(end, text.size());
    std::vector<std::pair<char, size_t>> open; // what must close, and where it opened
    size_t pendingHereDoc = std::string::npos;
    for (size_t i = begin; i < end; ++i) {
        const char c = text[i];
        const char inside = open.empty() ? 0 : open.back().first;
        if (inside == '\'') {
            if (c == '\'')
                open.pop_back();
            continue;
        }
        if (c == '\\') {
            ++i;
            continue;
        }
        if (inside == '"') {
            if (c == '"')
                open.pop_back();
            else if (c == '$' && i + 1 < end && (text[i + 1] == '(' || text[i + 1] == '{')) {
                open.push_back({text[i + 1] == '(' ? ')' : '}', i});
                ++i;
            }
            else if (c == '`')
                open.push_back({'`', i});
            continue;
        }
        if (inside == '`' && c == '`') {
            open.pop_back();
            continue;
        }
        if (c == '#' && (i == begin || std::string(" \t\n;(").find(text[i - 1]) != std::string::npos)) {
            while (i + 1 < end && text[i + 1] != '\n')
                ++i;
            continue;
        }
        if (c == '\n' && pendingHereDoc != std::string::npos) {
            i = skipHereDocument(text, pendingHereDoc, end);
            pendingHereDoc = std::string::npos;
            if (i >= end)
                break;
            continue;
        }
        if (c == '<' && i + 2 < end && text[i + 1] == '<' && text[i + 2] != '<' && open.empty()) {
            pendingHereDoc = i + 2;
            ++i;
            continue;
        }
        if (c == '\'' || c == '"' || c == '`') {
            open.push_back({c, i});
        } else if (c == '$' && i + 1 < end && (text[i + 1] == '(' || text[i + 1] == '{')) {
            open.push_back({text[i + 1] == '(' ? ')' : '}', i});
            ++i;
        } else if (!open.empty() && c == inside && (c == ')' || c == '}')) {
            open.pop_back();
        } else if (!open.empty() && (inside == ')' || inside == '}') && c == '(' ) {
            open.push_back({')', i});
        }
    }
    return open.empty() ? std::string::npos : open.front().second;
}

} // namespace headroom::dialects
