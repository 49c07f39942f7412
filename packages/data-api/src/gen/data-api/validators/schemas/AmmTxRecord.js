// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { fail, isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const values0 = ["swap","mint","burn","creation","wrap","unwrap"];
const pattern1 = pattern("^[0-9a-f]{64}$", "u");

export function AmmTxRecord(data, path = "") {
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
		if (data.type !== undefined) checkAmmTransactionType(errors, data.type, path + "/type", "#/properties/type");
	} else typeFail(errors, path, "#", "object");
	AmmTxRecord.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `AmmTransactionType`, checked where it is used. */
function checkAmmTransactionType(errors, data, path, schemaPath, propertyName) {
	if (typeof data != "string") typeFail(errors, path, schemaPath, "string", propertyName);
	if (!values0.includes(data)) fail(errors, path, schemaPath + "/enum", "enum", { allowedValues: values0 }, "must be equal to one of the allowed values", propertyName);
}

/** `Txid`, checked where it is used. */
function checkTxid(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, path, schemaPath, "^[0-9a-f]{64}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
