// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { join, pattern, patternFail, typeFail } from "../../../validator-support.js";

const pattern0 = pattern("^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", "u");

export function EthQuantity(data, path = "") {
	const errors = [];
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, "#", "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$");
	} else typeFail(errors, path, "#", "string");
	EthQuantity.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `EthQuantity`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
export function checkEthQuantity(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, join(path, key), schemaPath, "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
