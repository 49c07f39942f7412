// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { pattern, patternFail, typeFail } from "../../../validator-support.js";

const pattern0 = pattern("^0x[0-9a-fA-F]{40}$", "u");

export function EthAddress(data, path = "") {
	const errors = [];
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, "#", "^0x[0-9a-fA-F]{40}$");
	} else typeFail(errors, path, "#", "string");
	EthAddress.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
