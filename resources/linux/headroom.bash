# bash completion for headroom(1). The words come from the program itself
# (`headroom --complete WHAT`), so fields, GPUs and models never drift from what it accepts.
# Installed as share/bash-completion/completions/headroom.

_headroom_words()
{
    "${1:-headroom}" --complete "${@:2}" 2>/dev/null
}

_headroom()
{
    local cur prev words cword
    _init_completion -n =: || return
    local prog=${words[0]}

    # The sub-command, if one has been typed.
    local command="" i
    for ((i = 1; i < cword; i++)); do
        case ${words[i]} in
            estimate | advise | inspect | export | gpus | models) command=${words[i]}; break ;;
        esac
    done

    case $prev in
        --gpu)
            COMPREPLY=($(compgen -W "$(_headroom_words "$prog" gpus)" -- "$cur"))
            return ;;
        --format)
            COMPREPLY=($(compgen -W "$(_headroom_words "$prog" formats)" -- "$cur"))
            return ;;
        --lang)
            COMPREPLY=($(compgen -W "$(_headroom_words "$prog" languages)" -- "$cur"))
            return ;;
        --out)
            _filedir
            return ;;
        --gpus | --nodes | --host-ram)
            return ;;
        --set | --map)
            # field names, then after '=' the values that field takes
            if [[ $cur == *=* ]]; then
                local field=${cur%%=*} value=${cur#*=}
                [[ $prev == --map ]] && return
                COMPREPLY=($(compgen -W "$(_headroom_words "$prog" values "$field")" -- "$value"))
                # readline replaces only what follows '=' when '=' breaks words (the default)
                [[ $COMP_WORDBREAKS == *=* ]] || COMPREPLY=("${COMPREPLY[@]/#/$field=}")
            else
                COMPREPLY=($(compgen -S = -W "$(_headroom_words "$prog" fields)" -- "$cur"))
                compopt -o nospace 2>/dev/null
            fi
            return ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(_headroom_words "$prog" options)" -- "$cur"))
        return
    fi
    if [[ -z $command ]]; then
        COMPREPLY=($(compgen -W "$(_headroom_words "$prog" commands)" -- "$cur"))
    fi
    case $command in
        gpus | models) ;;
        *) _filedir '@(yaml|yml|json|toml|env|sh|bash|cfg)' ;;
    esac
}
complete -F _headroom headroom
