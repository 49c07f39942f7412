// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { pattern, patternFail, typeFail } from "../../../validator-support.js";

const pattern0 = pattern("^([0-9a-fA-F]{2})*$", "u");

export function HexString(data, path = "") {
	const errors = [];
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, "#", "^([0-9a-fA-F]{2})*$");
	} else typeFail(errors, path, "#", "string");
	HexString.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
