// The Dockerfile read with dockerfile-ast into its stages, for the tests that keep it honest: each
// stage's name and base image, and its instructions as keyword and argument text (line
// continuations joined), with the exec-form commands of CMD and HEALTHCHECK as argument lists.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Copy, DockerfileParser, Env, From, type Instruction } from 'dockerfile-ast';

export const DOCKERFILE = fileURLToPath(new URL('../../Dockerfile', import.meta.url));

export interface Step {
  keyword: string;
  text: string;
  /** COPY --from's stage. */
  from?: string;
  /** ENV's variables. */
  env?: Record<string, string>;
}

export interface Stage {
  name: string;
  image: string;
  steps: Step[];
}

/** An exec-form command (`["node", "-e", "..."]`), after any flags and HEALTHCHECK's `CMD`. */
export function execForm(step: Step): string[] {
  const json = step.text.slice(step.text.indexOf('['));
  return JSON.parse(json) as string[];
}

function stepOf(instruction: Instruction): Step {
  const keyword = instruction.getKeyword();
  const step: Step = { keyword, text: instruction.getArgumentsContent() ?? '' };
  if (instruction instanceof Copy) {
    const from = instruction.getFromFlag()?.getValue();
    if (from) step.from = from;
  }
  if (instruction instanceof Env) {
    step.env = Object.fromEntries(
      instruction
        .getProperties()
        .map((property) => [property.getName(), property.getValue() ?? '']),
    );
  }
  return step;
}

export function readStages(source = fs.readFileSync(DOCKERFILE, 'utf8')): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(source).getInstructions()) {
    if (instruction instanceof From) {
      stages.push({
        name: instruction.getBuildStage() ?? String(stages.length),
        image: instruction.getImage() ?? '',
        steps: [],
      });
    } else {
      stages.at(-1)?.steps.push(stepOf(instruction));
    }
  }
  return stages;
}
