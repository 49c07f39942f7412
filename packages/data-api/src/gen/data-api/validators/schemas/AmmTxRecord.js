// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { fail, isObject, join, typeFail } from "@gw/runtime/validator-support";
import { checkTxid } from "@gw/runtime/common-validators/Txid";

const values0 = new Set(["swap","mint","burn","creation","wrap","unwrap"]);

export function AmmTxRecord(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.transactionId !== undefined) checkTxid(errors, data.transactionId, path, "#/properties/transactionId", "transactionId");
		if (data.address !== undefined) {
			const data0 = data.address;
			if (typeof data0 != "string") typeFail(errors, path + "/address", "#/properties/address", "string");
		}
		if (data.timestamp !== undefined) {
			const data1 = data.timestamp;
			if (typeof data1 != "string") typeFail(errors, path + "/timestamp", "#/properties/timestamp", "string");
		}
		if (data.type !== undefined) checkAmmTransactionType(errors, data.type, path, "#/properties/type", "type");
	} else typeFail(errors, path, "#", "object");
	AmmTxRecord.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `AmmTransactionType`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkAmmTransactionType(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
	if (!values0.has(data)) fail(errors, join(path, key), schemaPath + "/enum", "enum", { allowedValues: [...values0] }, "must be equal to one of the allowed values", propertyName);
}
