#include "messages.h"
#include "fieldlabels.h"

#include <algorithm>
#include <QLocale>

namespace headroom {

namespace {

QString arg(const Diagnostic &d, size_t i)
{
    if (i >= d.args.size())
        return QString();
    const QString text = Messages::printable(QString::fromStdString(d.args[i]));
    // (a 200 000-character value in a message is one unreadable line: its start, and how long)
    if (text.size() > 200)
        return Messages::tr("%1… (%2 characters)").arg(text.left(80)).arg(text.size());
    return text;
}

} // namespace

QString Messages::diagnosticTextForWindow(const Diagnostic &d)
{
    const std::string &c = d.code;
    const QString hostRam = FieldLabels::plainLabel(QStringLiteral("hardware.host_ram_gib"));
    const QString gpus = FieldLabels::plainLabel(QStringLiteral("parallel.gpus"));
    const QString nodes = FieldLabels::plainLabel(QStringLiteral("parallel.nodes"));
    if (c == "host.ram_of_this_machine")
        return tr("host RAM is taken as this machine's %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, "
                  "set “%4” to a node's RAM")
            .arg(arg(d, 0), arg(d, 1), arg(d, 2), hostRam);
    if (c == "host.ram_of_gpuless_machine")
        return tr("host RAM is taken as this machine's %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another "
                  "one: set “%2” to that machine's RAM")
            .arg(arg(d, 0), hostRam);
    if (c == "parallel.gpus_from_batch")
        return tr("the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: "
                  "the estimate is for %4 GPUs; set “%5” (and “%6”) if it differs")
            .arg(arg(d, 0), arg(d, 1), arg(d, 2), arg(d, 3), gpus, nodes);
    if (c == "parallel.gpus_unstated")
        return tr("strategy '%1' shards the model over the GPUs, but the file does not say how many (the launcher decides): "
                  "this estimate is for 1 GPU, where nothing is sharded; set “%2” (and “%3”)")
            .arg(arg(d, 0), gpus, nodes);
    if (c == "file.empty")
        return tr("the file holds no settings (it is empty, or only comments); open the training config itself, or set the "
                  "values in the Controls panel");
    if (c == "dialect.unknown")
        return tr("no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); set them "
                  "in the Controls panel");
    return diagnosticText(d);
}

QString Messages::diagnosticText(const Diagnostic &d)
{
    const std::string &c = d.code;
    if (c == "field.unknown")
        return tr("'%1' is not a Headroom field; fields look like run.micro_batch or data.seq_len (see headroom --help)").arg(arg(d, 0));
    if (c == "field.not_integer")
        return tr("%1 must be a whole number, not '%2'").arg(arg(d, 0), arg(d, 1));
    if (c == "field.not_number")
        return tr("%1 must be a number, not '%2'").arg(arg(d, 0), arg(d, 1));
    if (c == "field.not_count")
        return tr("%1 must be a count such as 7B, 30M or 3.75e9, not '%2'").arg(arg(d, 0), arg(d, 1));
    if (c == "field.not_size")
        return tr("%1 must be a size such as 133.6MiB or 4GB, not '%2'").arg(arg(d, 0), arg(d, 1));
    if (c == "field.not_bool")
        return tr("%1 must be true or false, not '%2'").arg(arg(d, 0), arg(d, 1));
    if (c == "field.bad_value")
        return tr("%1 cannot be '%2'; use one of: %3").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "field.out_of_range")
        return tr("%1 = %2 is out of range; it must be between %3 and %4").arg(arg(d, 0), arg(d, 1), arg(d, 2), arg(d, 3));
    if (c == "card.unreadable")
        return tr("the model card %1 cannot be read; check the path (a relative path counts from the config's folder) or write it again with headroom-probe").arg(arg(d, 0));
    if (c == "card.not_a_card")
        return tr("this is not a model card written by headroom-probe (it has no headroom_card key)");
    if (c == "card.missing")
        return tr("the model card lacks '%1'; write it again with headroom-probe").arg(arg(d, 0));
    if (c == "card.not_number")
        return tr("in the model card, %1 must be a number of bytes or parameters, not '%2'").arg(arg(d, 0), arg(d, 1));
    if (c == "card.bad_value")
        return tr("in the model card, %1 cannot be '%2'").arg(arg(d, 0), arg(d, 1));
    if (c == "calibration.syntax")
        return tr("--measured needs METRIC=SIZE with METRIC one of allocated, reserved, nvidia-smi, as in --measured allocated=17.3GiB; got '%1'").arg(arg(d, 0));
    if (c == "calibration.no_file")
        return tr("--measured needs a config FILE: the calibration is kept beside it");
    if (c == "calibration.unknown_model")
        return tr("a run cannot be calibrated while the model is unknown; name the model or a model card first");
    if (c == "calibration.unreadable")
        return tr("the calibration %1 cannot be read (%2); delete it or measure again with --measured").arg(arg(d, 0), arg(d, 1));
    if (c == "calibration.save_failed")
        return tr("the calibration could not be written to %1: %2").arg(arg(d, 0), arg(d, 1));
    if (c == "setup.unknown_key")
        return tr("'%1' is not a Headroom field and was ignored").arg(arg(d, 0));
    if (c == "config.link_as_text")
        return tr("the file holds only the path of another one, a symbolic link that git wrote out as text (core.symlinks "
                  "off); the file it names, %1, is read in its place").arg(arg(d, 0));
    if (c == "config.link_target_missing")
        return tr("the file holds only the path '%1', a symbolic link that git wrote out as text (core.symlinks off); "
                  "the file it names, %2, is not there: open that file itself").arg(arg(d, 0), arg(d, 1));
    if (c == "setup.not_a_map")
        return tr("the file must be a mapping of fields (key: value), not a list or a single value");
    if (c == "set.syntax")
        return tr("--set needs field=value, as in --set run.micro_batch=4; got '%1'").arg(arg(d, 0));
    if (c == "yaml.syntax")
        return tr("YAML syntax error: %1").arg(arg(d, 0));
    if (c == "yaml.expected_colon")
        return tr("this line is no key (it has no ':') and no list item, and it is not indented under the line before, so YAML cannot place it (PyYAML: could not find expected ':'); the file may be cut short here, or a ':' is missing");
    if (c == "yaml.tab")
        return tr("a tab in the indentation; YAML indents with spaces only, so replace the tab with spaces");
    if (c == "yaml.unclosed_quote")
        return tr("the string opened with %1 here is never closed; add the closing %1 at the end of the value").arg(arg(d, 0));
    if (c == "yaml.unclosed_bracket")
        return tr("the '%1' opened here is never closed; add the matching '%2'").arg(arg(d, 0), arg(d, 1));
    if (c == "yaml.unknown_anchor_named")
        return tr("the alias *%1 refers to an anchor &%1 that is not defined before it; define &%1 first or write the value out").arg(arg(d, 0));
    if (c == "yaml.anchor_other_document")
        return tr("the alias *%1 refers to the anchor &%1 of an earlier document: an anchor does not reach past the --- that starts the next document, so define &%1 again in this document or write the value out").arg(arg(d, 0));
    if (c == "yaml.unknown_anchor")
        return tr("this alias (*name) refers to an anchor (&name) that is not defined before it; define the anchor first or write the value out");
    if (c == "yaml.equals_for_colon")
        return tr("'%1=…' is not how YAML sets a key: write '%1: …' (a colon and a space)").arg(arg(d, 0));
    if (c == "yaml.nbsp_indent")
        return tr("this line is indented with a non-breaking space (U+00A0), which YAML reads as part of the key, so the key names nothing the tool knows; indent with plain spaces");
    if (c == "python.tab_error")
        return tr("this line's indentation mixes tabs and spaces differently from the lines before it: Python refuses the file (\"TabError: inconsistent use of tabs and spaces in indentation\"); indent with spaces only");
    if (c == "python.missing_value")
        return tr("nothing follows this '=': Python refuses the file (\"invalid syntax\"); the file may be cut short here, or a value is missing");
    if (c == "python.config_function")
        return tr("this file defines %2 training configurations, one per function; '%1' is read (the others: %3). The launcher's --config names the one that runs: open the launch script, or change the settings here").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "python.missing_comma")
        return tr("a ',' is missing before this argument: Python refuses the file (\"Perhaps you forgot a comma?\")");
    if (c == "yaml.map_value")
        return tr("a ':' where no value can start; put a nested key on its own, more indented line, or quote a value that contains ': '");
    if (c == "yaml.indentation")
        return tr("the indentation does not match the lines above; indent the keys of one mapping (and the '-' of one list) by the same number of spaces");
    if (c == "yaml.alias_cycle")
        return tr("this alias refers to the anchor that contains it, so the value would never end; write the value out instead");
    if (c == "compose.services_not_map")
        return tr("services is a list here, but Compose wants a mapping of names: write each service as 'name:' with its keys indented under it, not as '- name: …'");
    if (c == "map.headroom_file")
        return tr("--map %1 has nothing to read in a Headroom setup file, whose keys are the fields themselves; give the value with --set").arg(arg(d, 0));
    if (c == "yaml.template")
        return tr("this file is a template ({{ … }}, {% … %}) that a tool fills in before it is YAML; open the config it renders to, or put the values in");
    if (c == "yaml.after_document_end")
        return tr("this text comes after a '...' line, which ends the YAML document, so a training script's yaml.safe_load refuses the file; remove the '...' line");
    if (c == "yaml.stray_indicator")
        return tr("a '%1' here stands outside any [ ] or { } list, where YAML cannot read it; remove it, or quote the value it belongs to").arg(arg(d, 0));
    if (c == "yaml.too_many_values")
        return tr("the file holds more than %1 values; a training config needs far fewer, so this file is refused").arg(arg(d, 0));
    if (c == "yaml.key_too_long")
        return tr("the key on this line is longer than %1 characters, more than YAML allows a plain key; shorten it").arg(arg(d, 0));
    if (c == "yaml.too_many_nodes")
        return tr("the file expands to more than %1 values (aliases counted as what they repeat); a training config needs far fewer, so this file is refused").arg(arg(d, 0));
    if (c == "json.comment")
        return tr("JSON has no comments; remove the comment (DeepSpeed, the HF Trainer and the other tools that read this file as JSON refuse it too)");
    if (c == "json.trailing_comma")
        return tr("a comma before '%1' is not allowed in JSON; remove this comma").arg(arg(d, 0));
    if (c == "json.single_quote")
        return tr("JSON strings use double quotes; write \"…\" instead of '…'");
    if (c == "json.unquoted_key")
        return tr("JSON keys must be in double quotes, as in \"key\": value");
    if (c == "json.expected")
        return tr("expected %1 here, found %2").arg(arg(d, 0), arg(d, 1));
    if (c == "json.trailing_text")
        return tr("text after the end of the JSON value; a JSON file holds exactly one object");
    if (c == "json.bad_escape")
        return tr("'%1' is not an escape JSON knows; a backslash in a path is written twice (C:\\\\data), or use '/'").arg(arg(d, 0));
    if (c == "json.control_char")
        return tr("a tab or another control character typed inside a string; JSON needs it written as an escape (\\t, \\n)");
    if (c == "json.leading_zero")
        return tr("JSON numbers do not start with 0 (%1); write it without the leading zero").arg(arg(d, 0));
    if (c == "json.unclosed_string")
        return tr("the string opened here is not closed on its line; add the closing \"");
    if (c == "config.fp16_and_bf16")
        return tr("%1 and %2 are both true: the trainer refuses that (at most one of fp16 and bf16 can be on); read as %3, set the other to false").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "shell.loop_first")
        return tr("the loop runs %3 times: this reading is of the first run, with $%1 = %2; the runs with its other values are not read").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "export.global_batch_kept")
        return tr("%1 = %2 was kept: with micro batch %3 × accumulation %4 it now means %5 GPUs; set it to micro batch × accumulation × your GPU count").arg(arg(d, 0), arg(d, 1), arg(d, 2), arg(d, 3), arg(d, 4));
    if (c == "export.optimizer_arguments")
        return tr("the optimizer is now %1, but the file still passes it %2, which %1 does not take: remove them before running").arg(arg(d, 0), arg(d, 1));
    if (c == "shell.crlf_continuation")
        return tr("the script has Windows line ends (CRLF): bash does not take '\\' before them as a line continuation, so the lines after this one never reach the command; it is read as meant here, convert the file with dos2unix before running it");
    if (c == "shell.no_launch")
        return tr("no training launch was found in this script (torchrun, accelerate launch, deepspeed, python …, or a tool's command line), so nothing was read from it");
    if (c == "env.no_settings")
        return tr("this file sets no variables, so nothing was read from it");
    if (c == "shell.unclosed_quote")
        return tr("the %1 opened here is never closed, so the shell would stop with \"unexpected end of file\"; add the matching closing character").arg(arg(d, 0));
    if (c == "shell.unclosed_block")
        return tr("the block that starts here (if, while, for, case or {) is never closed by its fi, done, esac or }, so bash refuses the whole script (\"unexpected end of file\"); the file may be cut short, or the closing word is missing");
    if (c == "shell.cmd_continuation")
        return tr("this line ends in ^, the line continuation of Windows cmd: bash does not join lines with it, so under bash the command ends here and the next line runs alone. Headroom reads the lines as one command; in a shell script end the line with \\ instead");
    if (c == "shell.broken_continuation")
        return tr("a space follows the \\ at the end of this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; delete the space after the \\");
    if (c == "env.not_assignment")
        return tr("'%1' is not NAME=value, so it sets nothing (python-dotenv and docker skip it); write it as NAME=value").arg(arg(d, 0));
    if (c == "shell.heredoc_unclosed")
        return tr("the here-document opened here is never closed by its delimiter line, so the shell reads the rest of the file into it and runs nothing after; add the delimiter line where its text ends");
    if (c == "shell.continuation_comment")
        return tr("a comment follows the \\ on this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; move the comment to a line of its own");
    if (c == "config.alternative_sections")
        return tr("%1 = %2 chooses the section [%2]; the sections %3 hold the same settings for other choices, so they are not read").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "shell.missing_continuation")
        return tr("this line starts with the option %1, but line %2 above it does not end in \\: the shell ends the command on line %2 and runs this line as a command of its own, so %1 never reaches that command; end line %2 with \\").arg(arg(d, 0), arg(d, 1));
    if (c == "shell.comment_ends_command")
        return tr("this comment line ends the command that the \\ before it continues, as bash reads it: from line %1 on (%2 …) the lines run as commands of their own, so their flags are not part of this command; delete the comment line or move it below the command").arg(arg(d, 0), arg(d, 1));
    if (c == "shell.case_unknown" && !arg(d, 1).isEmpty())
        return tr("the value of %1 is not known here, so of this case only the branch %2), written for NVIDIA GPUs, is read").arg(arg(d, 0), arg(d, 1));
    if (c == "shell.case_unknown")
        return tr("the value of %1 is not known here, so none of the values the branches of this case set is read: those set before the case stand; set %1 in the script to read its branch").arg(arg(d, 0));
    if (c == "shell.single_process_multi_gpu")
        return tr("this launch starts one training process (no NPROC_PER_NODE, no torchrun) that sees %1 GPUs: it loads the model with device_map 'auto', a share of its layers on each GPU that work one after another, not a copy per GPU; read as a pipeline of %1 stages with one process's batch. For one process per GPU (data parallel), launch it with torchrun --nproc_per_node=%1 (ms-swift: NPROC_PER_NODE=%1)").arg(arg(d, 1));
    if (c == "shell.required_unset" && !arg(d, 1).trimmed().isEmpty())
        return tr("${%1:?…} requires %1, which the script does not set: bash stops here with \"%1: %2\", so the run never starts; set it in the script or its environment, or give the value with --set").arg(arg(d, 0), arg(d, 1));
    if (c == "shell.required_unset")
        return tr("${%1:?} requires %1, which the script does not set: bash stops here, so the run never starts; set it in the script or its environment, or give the value with --set").arg(arg(d, 0));
    if (c == "shell.division_by_zero")
        return tr("%1 divides by zero with the values the script sets: bash stops here (\"division by 0\"), so the run never starts; fix the variable it divides by").arg(arg(d, 0));
    if (c == "shell.processes_exceed_gpus")
        return tr("%1 starts %2 processes, but CUDA_VISIBLE_DEVICES shows only %3 GPUs: each process takes the GPU of its local rank, so ranks %3 and above find none and the run stops at start (\"invalid device ordinal\"); start %3 processes or make %2 GPUs visible").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "shell.no_visible_gpus")
        return tr("CUDA_VISIBLE_DEVICES is empty here, which hides every GPU: the run sees none, so it trains on the CPU or stops (NCCL needs a GPU per process); list the GPU ids, or remove the variable");
    if (c == "shell.space_lookalike")
        return tr("'%1' starts with %2, which looks like a space but is not one to bash (a non-breaking or typographic space, as pasted from a web page): bash keeps it in the word, so the program gets a word it does not know and its argument parser stops the run; retype the space").arg(arg(d, 0), arg(d, 1));
    if (c == "shell.dash_lookalike")
        return tr("'%1' starts with %2, a dash that is not '-' (an en dash, em dash or minus sign, as a word processor or web page writes it): the program does not take it as a flag, and its argument parser stops the run; retype the flag with '-'").arg(arg(d, 0), arg(d, 1));
    if (c == "shell.launch_not_read")
        return tr("this %1 command is not read: the script launches more than once, and the launch on line %2 is the one read").arg(arg(d, 0), arg(d, 1));
    if (c == "file.empty")
        return tr("the file holds no settings (it is empty, or only comments); open the training config itself, or give the values with --set");
    if (c == "file.encoding")
        return tr("the file is encoded as %1; save it as UTF-8 and open it again").arg(arg(d, 0));
    if (c == "file.not_utf8")
        return tr("byte %1 here is not UTF-8 text; save the file as UTF-8 (or remove the character) and open it again").arg(arg(d, 0));
    if (c == "config.include_cycle")
        return tr("including '%1' here would include a file that is already being read (a cycle); remove one of the includes").arg(arg(d, 0));
    if (c == "config.include_too_deep")
        return tr("includes nest deeper than %1 files here; Headroom stops at that depth").arg(arg(d, 0));
    if (c == "config.too_many_includes")
        return tr("the config includes more than %1 files in all; Headroom stops there").arg(arg(d, 0));
    if (c == "config.interpolation_cycle")
        return tr("%1 refers to itself through ${…} interpolations (a cycle); give one of them a plain value").arg(arg(d, 0));
    if (c == "config.interpolation_too_deep")
        return tr("%1 goes through more than %2 ${…} interpolations; give it a plainer value").arg(arg(d, 0), arg(d, 1));
    if (c == "config.interpolation_too_long")
        return tr("%1 expands to more than %2 bytes through ${…} interpolations; a setting is never that long").arg(arg(d, 0), arg(d, 1));
    if (c == "file.too_large")
        return tr("the file is %1 bytes; Headroom reads files up to %2 bytes").arg(arg(d, 0), arg(d, 1));
    if (c == "file.binary")
        return tr("this is a binary file, not a text config");
    if (c == "file.too_deep")
        return tr("the file nests deeper than %1 levels here; a training config never needs that many, so the file is refused").arg(arg(d, 0));
    if (c == "file.unreadable")
        return tr("cannot read the file: %1").arg(arg(d, 0));
    if (c == "catalog.bad_entry")
        return tr("catalog entry '%1' is not usable: %2").arg(arg(d, 0), arg(d, 1));
    if (c == "model.unknown_preset")
        return tr("no model preset is called '%1'; 'headroom models' lists them").arg(arg(d, 0));
    if (c == "model.unknown_name")
        return tr("no preset matches the model '%1'; the architecture given field by field is used").arg(arg(d, 0));
    if (c == "gpu.size_assumed")
        return tr("'%1' comes with more than one memory size; %2 is taken. If yours is another, name it: %3").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "host.ram_of_this_machine")
        return tr("host RAM is taken as this machine's %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, set hardware.host_ram_gib (--host-ram) to a node's RAM").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "host.ram_of_gpuless_machine")
        return tr("host RAM is taken as this machine's %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another one: set hardware.host_ram_gib (--host-ram) to that machine's RAM").arg(arg(d, 0));
    if (c == "model.vocab_unknown")
        return tr("the vocabulary size is not known, so the embedding, the LM head and the logits are left out; set model.vocab (the tokenizer's size: 32000 for Llama 2, 128256 for Llama 3, 151936 for Qwen2)");
    if (c == "model.activations_need_shape")
        return tr("the activations of '%1' are not counted: that needs its shape (model.layers, model.hidden, model.heads), so the GPU figure is a floor").arg(arg(d, 0));
    if (c == "model.activations_stand_in")
        return tr("no network called '%1' can be walked, so its activations are those of %2 at this input, a stand-in of its kind: the band around the GPU figure is wide. Name its backbone and head (such as 'resnet50 fpn mask rcnn') for an exact count").arg(arg(d, 0), arg(d, 1));
    if (c == "run.auto_batch_chosen")
        return tr("the batch is chosen when training starts (AutoBatch, %2 % of the GPU's memory): about %1 on this GPU, the batch this estimate uses; set the batch to fix it").arg(arg(d, 0), arg(d, 1));
    if (c == "run.auto_batch_multi_gpu")
        return tr("AutoBatch (%2 % of the GPU's memory) does not run on several GPUs: Ultralytics trains its default batch of %1 split over them, the batch this estimate uses").arg(arg(d, 0), arg(d, 1));
    if (c == "model.size_stand_in")
        return tr("'%1' is not in the catalog; its name gives its size, %2, so the catalog's %3 stands in for its shape (layers, width, vocabulary): the band around its activations and logits is wide. Give model.layers, model.hidden, model.heads and model.vocab, or a model card, for an exact count").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "model.activations_need_network")
        return tr("the activations of '%1' are not counted: Headroom walks only a network it can name (a backbone and head such as 'resnet50 fpn mask rcnn', or a catalog model in model.preset), so the GPU figure is a floor").arg(arg(d, 0));
    if (c == "model.matched")
        return tr("the model '%1' is taken to be the catalog's %2 (match %3 %); set model.preset if it is another one")
            .arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "model.unknown")
        return tr("no preset matches the model '%1'; name one from 'headroom models' or give model.layers, model.hidden, model.heads (and model.params)").arg(arg(d, 0));
    if (c == "model.missing")
        return tr("no model is given; set model.name (a preset or a hub id) or the architecture (model.layers, model.hidden, model.heads)");
    if (c == "model.heads_mismatch")
        return tr("model.hidden = %1 is not divisible by model.heads = %2").arg(arg(d, 0), arg(d, 1));
    if (c == "model.kv_heads_mismatch")
        return tr("model.kv_heads = %2 must divide model.heads = %1").arg(arg(d, 0), arg(d, 1));
    if (c == "data.cache_size_unknown")
        return tr("the RAM cache holds the whole dataset, but its size is not known: give data.dataset_size (samples); until then the cache counts as 0 in host RAM");
    if (c == "model.experts_mismatch")
        return tr("model.experts_active = %2 is more than the model's %1 experts").arg(arg(d, 0), arg(d, 1));
    if (c == "model.trainable_exceeds_total")
        return tr("model.trainable_params (%1) is larger than model.params (%2)").arg(arg(d, 0), arg(d, 1));
    if (c == "lora.unknown_target")
        return tr("LoRA target '%1' is not a projection Headroom knows; it is not counted").arg(arg(d, 0));
    if (c == "lora.no_architecture")
        return tr("without the model's architecture, LoRA adapters are taken as 0.5 % of the parameters");
    if (c == "batch.global_mismatch")
        return tr("the global batch %1 is not micro batch × accumulation × GPUs; the effective batch is %2").arg(arg(d, 0), arg(d, 1));
    if (c == "gpu.unknown")
        return tr("no GPU in the catalog is called '%1'; 'headroom gpus' lists them").arg(arg(d, 0));
    if (c == "gpu.auto_fp16")
        return tr("%1 has no bf16, so the tool's 'auto' trains in fp16 mixed precision there; the estimate does too").arg(arg(d, 0));
    if (c == "gpu.no_bf16")
        return tr("%1 has no bf16 support; use fp16-mixed instead").arg(arg(d, 0));
    if (c == "gpu.no_fp8")
        return tr("%1 has no fp8 support").arg(arg(d, 0));
    if (c == "optimizer.in_backward_accumulation")
        return tr("Optimizer in backward applies each gradient as soon as it is computed, so gradient accumulation (%1 steps) does not work with it").arg(arg(d, 0));
    if (c == "model.from_file_name")
        return tr("nothing in the file names the model: %1 is taken from the file's name (%2); set model.name if that is not the model").arg(arg(d, 0), arg(d, 1));
    if (c == "parallel.gpus_from_batch")
        return tr("the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: the estimate is for %4 GPUs; give the count with --gpus N (and --nodes N) if it differs").arg(arg(d, 0), arg(d, 1), arg(d, 2), arg(d, 3));
    if (c == "parallel.gpus_unstated")
        return tr("strategy '%1' shards the model over the GPUs, but the file does not say how many (the launcher decides): this estimate is for 1 GPU, where nothing is sharded; give the count with --gpus N (and --nodes N)").arg(arg(d, 0));
    if (c == "offload.needs_sharding")
        return tr("offloading the parameters needs FSDP or DeepSpeed ZeRO; with strategy '%1' they stay on the GPU").arg(arg(d, 0));
    if (c == "cli.unknown_option")
        return tr("unknown option '%1' (see headroom --help)").arg(arg(d, 0));
    if (c == "cli.missing_value")
        return tr("option %1 needs a value").arg(arg(d, 0));
    if (c == "cli.unknown_command")
        return tr("unknown command '%1' (see headroom --help)").arg(arg(d, 0));
    if (c == "cli.bad_format")
        return tr("--format must be text, json or markdown, not '%1'").arg(arg(d, 0));
    if (c == "cli.bad_language")
        return tr("--lang must be en, ru, zh_CN or ko, not '%1'").arg(arg(d, 0));
    if (c == "cli.missing_file")
        return tr("this command needs a config file");
    // Reading configs in other tools' dialects, and writing them back.
    if (c == "nemo.nested_init")
        return tr("%1: NeMo's fine-tuning script (speech_to_text_finetune.py) reads %2 only at the top level of the config, so here it is never seen and the script stops (\"Both `init_from_nemo_model` and `init_from_pretrained_model` cannot be None\"); move it to the top level").arg(arg(d, 0), arg(d, 1));
    if (c == "config.lookalike_key")
        return tr("the key %1 has a Cyrillic or Greek letter that looks like a Latin one: it reads as %2 but is not, so no tool takes it (HfArgumentParser stops on it as an unknown key) and it is not read here; retype it").arg(arg(d, 0), arg(d, 1));
    if (c == "yaml.unsafe_tag")
        return tr("the tag %1 here is not one of YAML's own: yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses the file (\"could not determine a constructor for the tag\"); remove the tag and write the value plainly").arg(arg(d, 0));
    if (c == "yaml.bad_merge")
        return tr("a merge key '<<' takes a mapping or a list of mappings (an anchor's *name), not this value; PyYAML refuses the file here");
    if (c == "config.other_framework")
        return tr("this looks like a %1 config (%2): Headroom models how PyTorch trains (its caching allocator, "
                  "what autograd keeps for backward), so the estimate is what PyTorch would need for these settings, "
                  "not what %1 will use").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.unknown")
        return tr("no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); give them with --set, or --map a key to a field");
    if (c == "generic.conflict")
        return tr("%1 is stated twice with different values: %2 = %3 is used, %4 = %5 is not").arg(arg(d, 0), arg(d, 1), arg(d, 2), arg(d, 3), arg(d, 4));
    if (c == "generic.global_batch_converted")
        return tr("%1 = %2 is the batch over all %3 GPUs, so each GPU takes %4").arg(arg(d, 0), arg(d, 1), arg(d, 2), arg(d, 3));
    if (c == "toml.unclosed_string")
        return tr("the string opened with %1 here is never closed; add the closing %1 at the end of the value").arg(arg(d, 0));
    if (c == "toml.unclosed_bracket")
        return tr("the '%1' opened here is never closed; add the matching '%2'").arg(arg(d, 0), arg(d, 1));
    if (c == "toml.redefined")
        return tr("'%1' is defined a second time here; TOML allows each key and [table] once, so remove one or merge them").arg(arg(d, 0));
    if (c == "toml.missing_value")
        return tr("a key with no value after '='; write the value, or remove the line");
    if (c == "toml.bare_word")
        return tr("this value is not a number, true/false or a date, so TOML needs it in quotes: write it as \"…\"");
    if (c == "toml.non_ascii")
        return tr("a character TOML allows only inside a \"string\" or a # comment; put the value in quotes, or remove it");
    if (c == "toml.trailing_text")
        return tr("more text after the value on this line; put one key = value per line, and a comment after #");
    if (c == "toml.comma")
        return tr("an extra ',' with no value beside it; remove the comma");
    if (c == "toml.inline_table_line")
        return tr("an inline table { … } must stay on one line in TOML; join its lines, or write it as a [table] of its own");
    if (c == "toml.bad_number")
        return tr("'%1' is not a number TOML can read (a float like 1e-4 or 0.5, an integer of at most 19 digits); fix it, or quote it if it is meant as text").arg(arg(d, 0));
    if (c == "toml.syntax")
        return tr("this is not valid TOML: %1").arg(arg(d, 0));
    if (c == "python.unclosed_string")
        return tr("a string opened here is never closed");
    if (c == "python.bracket_mismatch")
        return tr("this '%1' does not close the '%2' opened on line %3; close that one first with '%4'").arg(arg(d, 0), arg(d, 1), arg(d, 2), arg(d, 3));
    if (c == "python.unmatched_closer")
        return tr("this '%1' closes nothing: no bracket is open here; remove it").arg(arg(d, 0));
    if (c == "python.unclosed_bracket")
        return tr("a bracket opened here is never closed");
    if (c == "dialect.no_map")
        return tr("the key map for '%1' is missing from this build").arg(arg(d, 0));
    if (c == "dialect.all_devices")
        return tr("%1 means every GPU the machine has: the file does not say how many, so %2 is left for you to set").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.run_time_value")
        return tr("%1 = %3 lets the tool choose at run time, so %2 is left at Headroom's default; set it to what the run uses").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "dialect.auto_value")
        return tr("%1 is 'auto': the tool decides at run time, so %2 is left at Headroom's default").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.auto_assumed")
        return tr("%1 is 'auto'; taken as %2, what the tool picks on a GPU that supports it").arg(arg(d, 0), arg(d, 1));
    if (c == "config.unknown_argument" && !arg(d, 2).isEmpty())
        return tr("%1 will refuse '%2' (did you mean '%3'?): it takes no argument of that name and stops before training; the value was not read").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "config.unknown_argument")
        return tr("%1 will refuse '%2': it takes no argument of that name and stops before training; the value was not read").arg(arg(d, 0), arg(d, 1));
    if (c == "python.match_arm")
        return tr("match %1 is %2 when the file is read, so only its arm case %3: is read; the values the other arms set are not").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "python.match_unknown")
        return tr("the value that match %1 tests is not known when the file is read, so none of its arms is read; set the values they set with --set, or give the subject a literal default").arg(arg(d, 0));
    if (c == "dialect.unevaluated")
        return tr("%1 = %2 is an expression Headroom does not work out (it works out + - * / // % and parentheses over numbers); it was not read, so write the value it comes to").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.unresolved")
        return tr("%1 = %2 refers to a value not in the file; it was not read").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.container_value")
        return arg(d, 2) == QLatin1String("list")
                   ? tr("%1 holds a list where one value goes; %2 was not read from it").arg(arg(d, 0), arg(d, 1))
                   : tr("%1 holds a mapping of keys where one value goes; %2 was not read from it").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.cpu_run")
        return tr("%1 = %2 trains on the CPU: its memory is host RAM, and the GPU figures are what the same run "
                  "would take on one GPU").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.unmapped_value" && d.args.size() > 3)
        return tr("%1 = %2 is not a value Headroom knows for %3; it was not read, and the estimate uses %3 = %4")
            .arg(arg(d, 0), arg(d, 1), arg(d, 2), arg(d, 3));
    if (c == "dialect.unmapped_value")
        return tr("%1 = %2 is not a value Headroom knows for %3; it was not read").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "dialect.global_batch")
        return tr("%1 = %2 is the batch over all GPUs and accumulation steps; it is read as run.global_batch and divided by the GPU count").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.elastic_range")
        return tr("%1 = %2 is a range of node counts (min:max): %3 is read as the smallest, where each GPU holds the largest share").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "dialect.guessed_from_name")
        return tr("%1 = %2: the file it names was not read, so %3 is guessed from its name").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "dialect.tool_default")
        return tr("%1 = %2 is not in the file: it is what the tool does by default where %3 is set").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "dialect.no_truncation")
        return tr("%3 is null: nothing is truncated, so each batch is as long as its longest sample; %1 = %2 "
                  "stands in for that length. Set %1 to your longest sample in tokens")
            .arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "dialect.reference_missing")
        return tr("%1 names '%2', which cannot be found").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.reference_not_file" && arg(d, 2) == QLatin1String("folder"))
        return tr("%1 names '%2', which is a folder, not a config file; it was not read").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.reference_not_file" && arg(d, 2) == QLatin1String("pipe"))
        return tr("%1 names '%2', which is a named pipe, not a config file; it was not opened or read").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.reference_not_file" && arg(d, 2) == QLatin1String("device"))
        return tr("%1 names '%2', which is a device, not a config file; it was not opened or read").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.reference_not_file")
        return tr("%1 names '%2', which is a socket, not a config file; it was not opened or read").arg(arg(d, 0), arg(d, 1));
    if (c == "dialect.bad_quantity")
        return tr("%1 = %2 is not a size Kubernetes accepts (64Gi, 65536Mi, or 64G for 64×10⁹ bytes), so %3 was not read from it").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "dialect.not_divisible")
        return tr("%1 does not divide evenly, so %2 was not derived").arg(arg(d, 0), arg(d, 1));
    if (c == "parallel.group_mismatch")
        return tr("tensor parallel %1 × pipeline %2 × context parallel %4 does not divide the %3 GPUs; the data-parallel size is rounded down").arg(arg(d, 0), arg(d, 1), arg(d, 2), arg(d, 3));
    if (c == "yaml.more_documents")
        return tr("the file holds %1 YAML documents (separated by ---): yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses it (\"expected a single document in the stream\"); only the first one with settings is read here, keep that one alone in the file").arg(arg(d, 0));
    if (c == "config.duplicate_section")
        return tr("the section %1 is given again here (also on line %2); a YAML loader keeps only this one, so what the first one sets is lost; merge the two").arg(arg(d, 0), arg(d, 2));
    if (c == "config.duplicate_key")
        return tr("%1 is given more than once (also on line %3); the last one, %2, is used, as the tool does").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "config.overridden")
        return tr("%1: %2 = %3 overrides %4 = %5").arg(arg(d, 0), arg(d, 1), arg(d, 2), arg(d, 3), arg(d, 4));
    if (c == "hydra.missing_default")
        return tr("the defaults list names '%1', which is not there; the config is read without it").arg(arg(d, 0));
    if (c == "yacs.missing_base")
        return tr("the base config '%1' is not there; the config is read without it").arg(arg(d, 0));
    if (c == "compose.service")
        return tr("of the services, '%1' is read as the one that trains").arg(arg(d, 0));
    if (c == "compose.no_services")
        return tr("this compose file has no services");
    if (c == "kubernetes.container")
        return tr("of the manifest's containers, '%1' is read as the one that trains").arg(arg(d, 0));
    if (c == "kubernetes.no_containers")
        return tr("this Kubernetes manifest has no containers to read (no Pod, Job, Deployment, StatefulSet or PyTorchJob with a containers: list)");
    if (c == "keymap.bad_entry")
        return tr("dialect key map: %1").arg(arg(d, 0));
    if (c == "map.syntax")
        return tr("--map needs field=key.path, as in --map run.micro_batch=train.bs; got '%1'").arg(arg(d, 0));
    if (c == "map.key_not_found")
        return tr("--map: the file has no key '%1' to read as %2").arg(arg(d, 0), arg(d, 1));
    if (c == "export.cannot_express" && arg(d, 2).isEmpty() && d.severity == Diagnostic::Severity::Error)
        return tr("%1 = %2 is not in this file and cannot be added to it, so nothing was written; leave that change out, or make it where the tool takes it (its command line)").arg(arg(d, 0), arg(d, 1));
    if (c == "export.cannot_express" && arg(d, 2).isEmpty())
        return tr("%1 = %2 is not in this file and cannot be added to it: the written file leaves it out").arg(arg(d, 0), arg(d, 1));
    if (c == "export.cannot_express")
        return tr("%1 = %2 cannot be written in this file's format (at '%3')").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "export.cannot_add") {
        // why it cannot, as the writer says it (a code), in words
        const QString why = arg(d, 2);
        QString reason = why;
        if (why == QLatin1String("unknown-flags"))
            reason = tr("the script may not take such a flag: nothing on its command line shows its parser has one, and a flag it does not know stops it at start; set it where the script reads it");
        else if (why == QLatin1String("toml-python"))
            reason = tr("a key the file does not have is not added to a TOML or Python config");
        else if (why == QLatin1String("flow"))
            reason = tr("it would go inside a { } or [ ] written on one line");
        else if (why == QLatin1String("sequence"))
            reason = tr("the section it belongs in is written as a list");
        else if (why == QLatin1String("scalar"))
            reason = tr("the section it belongs in is written as a single value, not as a section");
        else if (why == QLatin1String("no-object"))
            reason = tr("the file has no section it belongs in");
        else if (why == QLatin1String("no-command"))
            reason = tr("the file has no command that trains");
        else if (why == QLatin1String("no-service"))
            reason = tr("the compose file has no service that trains");
        return tr("%1 = %2 cannot be added to this file: %3").arg(arg(d, 0), arg(d, 1), reason);
    }
    if (c == "export.in_other_file")
        return tr("%1 = %2 was not written: the run reads it from %3 here, in a file the command names, and no flag of the command can override it; export this file (or change it here) instead").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "export.shared_value")
        return tr("%1 = %2 was not written: its value comes from %3, which %4 read too, and changing it there would change them as well; give %1 a value of its own in the file, then export again").arg(arg(d, 0), arg(d, 1), arg(d, 2), arg(d, 3));
    if (c == "export.cannot_patch")
        return tr("%1 is built from several parts of the file and cannot be changed in place").arg(arg(d, 0));
    if (c == "export.not_verified")
        return tr("after the change, %1 would not read back as %2 (the patched file says '%3'), so nothing was written; change this value in the file by hand").arg(arg(d, 0), arg(d, 1), arg(d, 2));
    if (c == "export.not_read")
        return tr("the file was not read, so it cannot be exported");
    if (c == "save.symlink")
        return tr("this is a symbolic link (to '%1'); it is not written through unless --force is given; choose another file name").arg(arg(d, 0));
    if (c == "save.not_a_file")
        return tr("this is not a regular file (a folder, a device or a pipe); choose a file name to save to");
    if (c == "save.changed_on_disk")
        return tr("the file changed on disk since Headroom read it; open it again to see the changes, or save to another file");
    if (c == "save.would_overwrite")
        return tr("this would overwrite the input file; give --in-place (a backup is kept as .bak) or another --out");
    if (c == "save.backup_failed")
        return tr("cannot write the backup: %1").arg(arg(d, 0));
    if (c == "save.failed")
        return tr("cannot save the file: %1").arg(arg(d, 0));
    if (c == "cli.missing_out")
        return tr("export needs --out FILE (or --out - for the standard output, or --in-place)");
    return tr("problem '%1': %2").arg(QString::fromStdString(c), arg(d, 0));
}

QString Messages::printable(const QString &text)
{
    const auto control = [](char16_t c) { return c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x2028 || c == 0x2029; };
    if (std::none_of(text.begin(), text.end(), [&](QChar c) { return control(c.unicode()); }))
        return text;
    QString out;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!control(u))
            out += c;
        else if (u == '\n')
            out += QStringLiteral("\\n");
        else if (u == '\r')
            out += QStringLiteral("\\r");
        else if (u == '\t')
            out += QStringLiteral("\\t");
        else
            out += QStringLiteral("\\x%1").arg(static_cast<unsigned>(u), u > 0xff ? 4 : 2, 16, QLatin1Char('0'));
    }
    return out;
}

namespace {

QString located(const Diagnostic &d, const QString &text)
{
    QString where = Messages::printable(QString::fromStdString(d.file));
    if (d.line > 0) {
        where += QLatin1Char(':') + QString::number(d.line);
        if (d.column > 0)
            where += QLatin1Char(':') + QString::number(d.column);
    }
    const QString severity = d.severity == Diagnostic::Severity::Error ? Messages::tr("error") : Messages::tr("warning");
    return (where.isEmpty() ? QString() : where + QStringLiteral(": ")) + severity + QStringLiteral(": ") + text;
}

} // namespace

QString Messages::diagnostic(const Diagnostic &d) { return located(d, diagnosticText(d)); }

QString Messages::diagnosticForWindow(const Diagnostic &d) { return located(d, diagnosticTextForWindow(d)); }

QString Messages::componentName(VramComponent c)
{
    switch (c) {
    case VramComponent::Weights: return tr("Weights");
    case VramComponent::Gradients: return tr("Gradients");
    case VramComponent::Optimizer: return tr("Optimizer states");
    case VramComponent::MasterWeights: return tr("FP32 master weights");
    case VramComponent::Ema: return tr("EMA copy");
    case VramComponent::Activations: return tr("Activations");
    case VramComponent::Logits: return tr("Logits and loss");
    case VramComponent::Batch: return tr("Input batch");
    case VramComponent::QuantBuffers: return tr("Dequantization buffers");
    case VramComponent::CommBuffers: return tr("Communication buffers");
    case VramComponent::AllocatorReserve: return tr("Allocator reserve");
    case VramComponent::CudaContext: return tr("CUDA context");
    case VramComponent::Workspace: return tr("cuBLAS workspace");
    case VramComponent::PagedOptimizer: return tr("Paged optimizer states");
    case VramComponent::Calibration: return tr("Calibrated from your run");
    case VramComponent::RolloutEngine: return tr("Generation engine (vLLM/SGLang)");
    case VramComponent::Count: break;
    }
    return {};
}

QString Messages::componentName(HostComponent c)
{
    switch (c) {
    case HostComponent::Os: return tr("OS and services");
    case HostComponent::Runtime: return tr("Training processes");
    case HostComponent::Workers: return tr("DataLoader workers");
    case HostComponent::Prefetch: return tr("Batches in flight");
    case HostComponent::Pinned: return tr("Pinned memory");
    case HostComponent::Cache: return tr("Dataset cache");
    case HostComponent::ModelLoad: return tr("Checkpoint loading");
    case HostComponent::Offload: return tr("Offloaded states and weights");
    case HostComponent::Shm: return tr("Shared memory");
    case HostComponent::Count: break;
    }
    return {};
}

QString Messages::componentHelp(VramComponent c)
{
    switch (c) {
    case VramComponent::Weights: return tr("The model's parameters as the GPU holds them for the forward pass (quantized, 16-bit or fp32).");
    case VramComponent::Gradients: return tr("Gradients of the trainable parameters.");
    case VramComponent::Optimizer: return tr("The optimizer's state per trainable parameter (AdamW keeps two).");
    case VramComponent::MasterWeights: return tr("The fp32 copy of the trainable parameters that mixed precision updates.");
    case VramComponent::Ema: return tr("The exponential moving average copy of the model.");
    case VramComponent::Activations: return tr("Tensors the forward pass saves for backward; they grow with batch and sequence length.");
    case VramComponent::Logits: return tr("The output over the vocabulary and the loss's buffers.");
    case VramComponent::Batch: return tr("The input tensors of one micro batch.");
    case VramComponent::QuantBuffers: return tr("16-bit copies a quantized layer makes while it computes.");
    case VramComponent::CommBuffers: return tr("DDP gradient buckets, gathered FSDP/ZeRO layers and reduce buckets.");
    case VramComponent::AllocatorReserve: return tr("Memory PyTorch's caching allocator reserves beyond what tensors use.");
    case VramComponent::CudaContext:
        return tr("The CUDA context and library kernels, and on several GPUs NCCL's communication buffers; nvidia-smi "
                  "counts them, PyTorch does not.");
    case VramComponent::Workspace: return tr("The cuBLAS workspace PyTorch's allocator holds for matrix multiplications.");
    case VramComponent::PagedOptimizer: return tr("A paged optimizer's states in CUDA unified memory: on the GPU while there is room, paged out to host RAM when it is full. PyTorch's memory counters do not include them.");
    case VramComponent::Calibration: return tr("The difference your measured run showed, applied to activations and fixed overhead; it follows the batch and input size.");
    case VramComponent::RolloutEngine: return tr("The share of the card the colocated rollout engine takes (its gpu_memory_utilization): its weights, activations and KV cache. In sleep mode it is freed while the model trains.");
    case VramComponent::Count: break;
    }
    return {};
}

QString Messages::componentHelp(HostComponent c)
{
    switch (c) {
    case HostComponent::Os: return tr("The operating system and its services.");
    case HostComponent::Runtime: return tr("Each training process: Python, PyTorch and the CUDA libraries.");
    case HostComponent::Workers: return tr("DataLoader worker processes, each with its own copy of what it touches.");
    case HostComponent::Prefetch: return tr("Batches the workers have prepared ahead (workers × prefetch_factor).");
    case HostComponent::Pinned: return tr("Page-locked copies of batches when pin_memory is on.");
    case HostComponent::Cache: return tr("Samples cached in RAM; a cache inside the Dataset lives once per worker process.");
    case HostComponent::ModelLoad: return tr("The checkpoint loaded on the CPU before it moves to the GPU.");
    case HostComponent::Offload: return tr("Optimizer states and parameters that DeepSpeed or FSDP keep in host memory.");
    case HostComponent::Shm: return tr("Shared memory the workers pass batches through.");
    case HostComponent::Count: break;
    }
    return {};
}

QString Messages::sourceNote(const std::string &note)
{
    if (note == "this_machine")
        return tr("this machine");
    if (note == "docker_default_shm")
        return tr("Docker's default shm_size, 64 MiB");
    if (note == "pod_default_shm")
        return tr("the container runtime's default /dev/shm of a pod, 64 MiB");
    if (note == "assumed")
        return tr("assumed");
    if (note == "auto")
        return tr("'auto': the tool decides when the run starts");
    if (note == "architecture")
        return tr("computed from the architecture");
    if (note.rfind("lora_rank:", 0) == 0)
        return tr("LoRA adapters of rank %1").arg(QString::fromStdString(note.substr(10)));
    if (note == "lora_no_architecture")
        return tr("0.5 % of the parameters (the architecture is not known)");
    if (note == "model_card")
        return tr("measured from your model (model card)");
    if (note == "size_stand_in")
        return tr("a stand-in of the named size for the shape, not the model itself");
    if (note == "multi_gpu")
        return tr("more than one GPU");
    if (note == "file_name")
        return tr("the config file's name");
    if (note == "unknown_model")
        return tr("unknown until the model is identified");
    return QString::fromStdString(note);
}

QString Messages::verdict(Verdict v)
{
    switch (v) {
    case Verdict::Fits: return tr("fits");
    case Verdict::Tight: return tr("tight");
    case Verdict::Oom: return tr("OOM");
    }
    return {};
}

QString Messages::bytes(double b)
{
    const QLocale locale;
    if (b >= 1073741824.0)
        return tr("%1 GiB").arg(locale.toString(b / 1073741824.0, 'f', 1));
    if (b >= 1048576.0)
        return tr("%1 MiB").arg(locale.toString(b / 1048576.0, 'f', b < 10 * 1048576.0 ? 1 : 0));
    return tr("%1 KiB").arg(locale.toString(b / 1024.0, 'f', 0));
}

} // namespace headroom
