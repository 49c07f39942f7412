// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^[0-9a-f]{64}$", "u");
const pattern1 = pattern("^(0|[1-9][0-9]*)$", "u");

export function WrapRecord(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.transactionId !== undefined) checkTxid(errors, data.transactionId, path + "/transactionId", "#/properties/transactionId");
		if (data.address !== undefined) {
			const data0 = data.address;
			if (typeof data0 != "string") typeFail(errors, path + "/address", "#/properties/address", "string");
		}
		if (data.timestamp !== undefined) {
			const data1 = data.timestamp;
			if (typeof data1 != "string") typeFail(errors, path + "/timestamp", "#/properties/timestamp", "string");
		}
		if (data.amount !== undefined) checkUintString(errors, data.amount, path + "/amount", "#/properties/amount");
	} else typeFail(errors, path, "#", "object");
	WrapRecord.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `Txid`, checked where it is used. */
function checkTxid(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^[0-9a-f]{64}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `UintString`, checked where it is used. */
function checkUintString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
