// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { esc, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";
import { checkHexString } from "@gw/runtime/common-validators/HexString";
import { checkTxid } from "@gw/runtime/common-validators/Txid";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function FormattedUtxo(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.txId !== undefined) checkTxid(errors, data.txId, path, "#/properties/txId", "txId");
		if (data.outputIndex !== undefined) {
			const data0 = data.outputIndex;
			if (!isInteger(data0)) typeFail(errors, path + "/outputIndex", "#/properties/outputIndex", "integer");
			if (typeof data0 == "number") {
				if (data0 < 0 || isNaN(data0)) limitFail(errors, path + "/outputIndex", "#/properties/outputIndex", "minimum", 0);
			}
		}
		if (data.satoshis !== undefined) {
			const data1 = data.satoshis;
			if (!isInteger(data1)) typeFail(errors, path + "/satoshis", "#/properties/satoshis", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/satoshis", "#/properties/satoshis", "minimum", 0);
			}
		}
		if (data.scriptPk !== undefined) checkHexString(errors, data.scriptPk, path, "#/properties/scriptPk", "scriptPk");
		if (data.address !== undefined) {
			const data2 = data.address;
			if (typeof data2 != "string") typeFail(errors, path + "/address", "#/properties/address", "string");
		}
		if (data.inscriptions !== undefined) {
			const data3 = data.inscriptions;
			if (Array.isArray(data3)) {
				const path0 = path + "/inscriptions";
				for (let i4 = 0; i4 < data3.length; i4++) {
					const data5 = data3[i4];
					if (typeof data5 != "string") typeFail(errors, path0 + "/" + i4, "#/properties/inscriptions/items", "string");
				}
			} else typeFail(errors, path + "/inscriptions", "#/properties/inscriptions", "array");
		}
		if (data.runes !== undefined) {
			const data6 = data.runes;
			if (!isObject(data6)) typeFail(errors, path + "/runes", "#/properties/runes", "object");
		}
		if (data.alkanes !== undefined) {
			const data7 = data.alkanes;
			if (isObject(data7)) {
				const path1 = path + "/alkanes";
				for (const key8 in data7) {
					const data9 = data7[key8];
					if (isObject(data9)) {
						if (data9.value !== undefined) checkUintString(errors, data9.value, path1 + "/" + esc(key8), "#/properties/alkanes/additionalProperties/properties/value", "value");
						if (data9.name !== undefined) {
							const data10 = data9.name;
							if (typeof data10 != "string") typeFail(errors, path1 + "/" + esc(key8) + "/name", "#/properties/alkanes/additionalProperties/properties/name", "string");
						}
						if (data9.symbol !== undefined) {
							const data11 = data9.symbol;
							if (typeof data11 != "string") typeFail(errors, path1 + "/" + esc(key8) + "/symbol", "#/properties/alkanes/additionalProperties/properties/symbol", "string");
						}
					} else typeFail(errors, path1 + "/" + esc(key8), "#/properties/alkanes/additionalProperties", "object");
				}
			} else typeFail(errors, path + "/alkanes", "#/properties/alkanes", "object");
		}
		if (data.confirmations !== undefined) {
			const data12 = data.confirmations;
			if (!isInteger(data12)) typeFail(errors, path + "/confirmations", "#/properties/confirmations", "integer");
			if (typeof data12 == "number") {
				if (data12 < 0 || isNaN(data12)) limitFail(errors, path + "/confirmations", "#/properties/confirmations", "minimum", 0);
			}
		}
		if (data.indexed !== undefined) {
			const data13 = data.indexed;
			if (typeof data13 != "boolean") typeFail(errors, path + "/indexed", "#/properties/indexed", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	FormattedUtxo.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
