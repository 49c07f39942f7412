// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

export function WalletTxNote(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.tick === undefined) requiredFail(errors, path, "#", "tick");
		if (data.inscription_id === undefined) requiredFail(errors, path, "#", "inscription_id");
		if (data.amount === undefined) requiredFail(errors, path, "#", "amount");
		if (data.genesis_height === undefined) requiredFail(errors, path, "#", "genesis_height");
		if (data.tick !== undefined) {
			const data0 = data.tick;
			if (typeof data0 != "string") typeFail(errors, path + "/tick", "#/properties/tick", "string");
		}
		if (data.inscription_id !== undefined) checkInscriptionId(errors, data.inscription_id, path, "#/properties/inscription_id", "inscription_id");
		if (data.amount !== undefined) checkDecimalString(errors, data.amount, path, "#/properties/amount", "amount");
		if (data.genesis_height !== undefined) {
			const data1 = data.genesis_height;
			if (!isInteger(data1)) typeFail(errors, path + "/genesis_height", "#/properties/genesis_height", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/genesis_height", "#/properties/genesis_height", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	WalletTxNote.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `InscriptionId`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkInscriptionId(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
