// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isInteger, isObject, typeFail } from "@gw/runtime/validator-support";
import { FormattedUtxo } from "./FormattedUtxo.js";

export function UtxoSet(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.utxos !== undefined) {
			const data0 = data.utxos;
			if (Array.isArray(data0)) {
				const path0 = path + "/utxos";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!FormattedUtxo(data0[i1])) errors.push(...failed(FormattedUtxo, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/utxos", "#/properties/utxos", "array");
		}
		if (data.alkaneUtxos !== undefined) {
			const data2 = data.alkaneUtxos;
			if (Array.isArray(data2)) {
				const path1 = path + "/alkaneUtxos";
				for (let i3 = 0; i3 < data2.length; i3++) {
					if (!FormattedUtxo(data2[i3])) errors.push(...failed(FormattedUtxo, data2[i3], path1 + "/" + i3));
				}
			} else typeFail(errors, path + "/alkaneUtxos", "#/properties/alkaneUtxos", "array");
		}
		if (data.spendableUtxos !== undefined) {
			const data4 = data.spendableUtxos;
			if (Array.isArray(data4)) {
				const path2 = path + "/spendableUtxos";
				for (let i5 = 0; i5 < data4.length; i5++) {
					if (!FormattedUtxo(data4[i5])) errors.push(...failed(FormattedUtxo, data4[i5], path2 + "/" + i5));
				}
			} else typeFail(errors, path + "/spendableUtxos", "#/properties/spendableUtxos", "array");
		}
		if (data.runeUtxos !== undefined) {
			const data6 = data.runeUtxos;
			if (Array.isArray(data6)) {
				const path3 = path + "/runeUtxos";
				for (let i7 = 0; i7 < data6.length; i7++) {
					if (!FormattedUtxo(data6[i7])) errors.push(...failed(FormattedUtxo, data6[i7], path3 + "/" + i7));
				}
			} else typeFail(errors, path + "/runeUtxos", "#/properties/runeUtxos", "array");
		}
		if (data.ordUtxos !== undefined) {
			const data8 = data.ordUtxos;
			if (Array.isArray(data8)) {
				const path4 = path + "/ordUtxos";
				for (let i9 = 0; i9 < data8.length; i9++) {
					if (!FormattedUtxo(data8[i9])) errors.push(...failed(FormattedUtxo, data8[i9], path4 + "/" + i9));
				}
			} else typeFail(errors, path + "/ordUtxos", "#/properties/ordUtxos", "array");
		}
		if (data.pendingUtxos !== undefined) {
			const data10 = data.pendingUtxos;
			if (Array.isArray(data10)) {
				const path5 = path + "/pendingUtxos";
				for (let i11 = 0; i11 < data10.length; i11++) {
					if (!FormattedUtxo(data10[i11])) errors.push(...failed(FormattedUtxo, data10[i11], path5 + "/" + i11));
				}
			} else typeFail(errors, path + "/pendingUtxos", "#/properties/pendingUtxos", "array");
		}
		if (data.spendableTotalBalance !== undefined) {
			const data12 = data.spendableTotalBalance;
			if (!isInteger(data12)) typeFail(errors, path + "/spendableTotalBalance", "#/properties/spendableTotalBalance", "integer");
		}
		if (data.pendingTotalBalance !== undefined) {
			const data13 = data.pendingTotalBalance;
			if (!isInteger(data13)) typeFail(errors, path + "/pendingTotalBalance", "#/properties/pendingTotalBalance", "integer");
		}
		if (data.totalBalance !== undefined) {
			const data14 = data.totalBalance;
			if (!isInteger(data14)) typeFail(errors, path + "/totalBalance", "#/properties/totalBalance", "integer");
		}
	} else typeFail(errors, path, "#", "object");
	UtxoSet.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
