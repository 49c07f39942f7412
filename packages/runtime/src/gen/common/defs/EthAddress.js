// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { join, pattern, patternFail, typeFail } from "../../../validator-support.js";

const pattern0 = pattern("^0x[0-9a-fA-F]{40}$", "u");

export function EthAddress(data, path = "") {
	const errors = [];
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, "#", "^0x[0-9a-fA-F]{40}$");
	} else typeFail(errors, path, "#", "string");
	EthAddress.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `EthAddress`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
export function checkEthAddress(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, join(path, key), schemaPath, "^0x[0-9a-fA-F]{40}$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
