// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { join, pattern, patternFail, typeFail } from "../../../validator-support.js";

const pattern0 = pattern("^0x[0-9a-fA-F]{64}$", "u");

export function EthHash(data, path = "") {
	const errors = [];
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, "#", "^0x[0-9a-fA-F]{64}$");
	} else typeFail(errors, path, "#", "string");
	EthHash.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `EthHash`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
export function checkEthHash(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, join(path, key), schemaPath, "^0x[0-9a-fA-F]{64}$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
