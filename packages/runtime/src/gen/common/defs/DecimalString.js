// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { pattern, patternFail, typeFail } from "../../../validator-support.js";

const pattern0 = pattern("^(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");

export function DecimalString(data, path = "") {
	const errors = [];
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, "#", "^(0|[1-9][0-9]*)(\\.[0-9]+)?$");
	} else typeFail(errors, path, "#", "string");
	DecimalString.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
